import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** One number on the dashboard (a queue count), linking to the page that works that queue. */
export function StatCard({
  label,
  value,
  detail,
  icon,
  to,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: ReactNode;
  to: string;
  testId?: string;
}) {
  return (
    <Card sx={{ borderRadius: '16px' }} data-testid={testId}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2, height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          {icon}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
        </Box>
        <Typography variant="h4" component="p" sx={{ mt: 1 }} data-testid={testId && `${testId}-value`}>
          {value}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', minHeight: 20 }}>
          {detail}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
