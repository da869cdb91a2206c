import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A small balance card on the customer home. */
export function StatCard(props: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  to?: string;
  children?: ReactNode;
  testId?: string;
}) {
  const content = (
    <Box sx={{ p: 1.5, width: '100%', textAlign: 'left' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'primary.main' }}>
        {props.icon}
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
          {props.label}
        </Typography>
      </Box>
      <Typography variant="h6" component="p" sx={{ mt: 0.5, fontWeight: 800 }} data-testid={props.testId}>
        {props.value}
      </Typography>
      {props.children}
    </Box>
  );
  const sx = {
    flex: 1,
    borderRadius: '16px',
    bgcolor: 'background.default',
    border: '1px solid',
    borderColor: 'divider',
    display: 'flex',
  };
  return props.to ? (
    // Named by what it shows (label and value), so a voice user can say what they see.
    <ButtonBase component={RouterLink} to={props.to} sx={sx}>
      {content}
    </ButtonBase>
  ) : (
    <Box sx={sx}>{content}</Box>
  );
}
