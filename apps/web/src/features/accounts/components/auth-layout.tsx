import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Brand } from '../../../components/ui/brand';

/** The guest screens' frame: the product mark, a title and the content. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          px: 3,
          pt: 5,
          pb: 4,
          background: 'linear-gradient(160deg, #fbe3d3 0%, #f6efe8 60%, #fffdfb 100%)',
          borderBottomLeftRadius: '32px',
          borderBottomRightRadius: '32px',
        }}
      >
        <Brand size="medium" />
        <Typography variant="h4" component="h1" sx={{ mt: 3 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      <Box sx={{ px: 3, py: 3, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}>{children}</Box>
    </Box>
  );
}
