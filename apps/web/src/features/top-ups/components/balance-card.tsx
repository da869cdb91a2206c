import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A balance with its label, large; `tone` 'primary' is the headline card, 'plain' a secondary figure. */
export function BalanceCard({
  label,
  value,
  icon,
  tone = 'primary',
  testId,
  children,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  tone?: 'primary' | 'plain';
  testId?: string;
  children?: ReactNode;
}) {
  const primary = tone === 'primary';
  return (
    <Box
      sx={{
        p: 2.5,
        borderRadius: '20px',
        color: primary ? 'primary.contrastText' : 'text.primary',
        background: primary ? 'linear-gradient(135deg, #b03f12 0%, #8a300c 100%)' : undefined,
        bgcolor: primary ? undefined : 'background.default',
        border: primary ? 'none' : '1px solid',
        borderColor: 'divider',
        flex: 1,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, opacity: primary ? 0.9 : 1 }}>
        {icon}
        <Typography variant="body2" sx={{ fontWeight: 600 }} color={primary ? 'inherit' : 'text.secondary'}>
          {label}
        </Typography>
      </Box>
      <Typography
        variant={primary ? 'h4' : 'h5'}
        component="p"
        sx={{ mt: 0.5, fontWeight: 800 }}
        data-testid={testId}
      >
        {value}
      </Typography>
      {children}
    </Box>
  );
}
