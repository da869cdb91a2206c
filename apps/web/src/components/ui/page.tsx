import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A screen's content area with its title. */
export function Page({
  title,
  subtitle,
  children,
}: {
  title?: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box component="main" sx={{ px: 2, pt: 2, pb: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {title && (
        <Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
      )}
      {children}
    </Box>
  );
}
