import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxRounded from '@mui/icons-material/InboxRounded';
import type { ReactNode } from 'react';

/** The text a list shows when it has nothing ('No messages found', 'No activity found', ...). */
export function EmptyState({ text, icon, action }: { text: string; icon?: ReactNode; action?: ReactNode }) {
  return (
    <Box
      sx={{
        py: 5,
        px: 3,
        textAlign: 'center',
        borderRadius: '16px',
        bgcolor: 'background.default',
        color: 'text.secondary',
      }}
    >
      <Box sx={{ color: 'primary.light', '& svg': { fontSize: 44 } }}>{icon ?? <InboxRounded />}</Box>
      <Typography variant="body1" sx={{ mt: 1, fontWeight: 600 }}>
        {text}
      </Typography>
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}
