import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxRounded from '@mui/icons-material/InboxRounded';

/** A calm "nothing here" in place of an empty list. */
export function EmptyNote({ text }: { text: string }) {
  return (
    <Box
      data-testid="empty-note"
      sx={{
        py: 6,
        px: 2,
        textAlign: 'center',
        color: 'text.secondary',
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: '16px',
        bgcolor: 'background.paper',
      }}
    >
      <InboxRounded sx={{ fontSize: 40, opacity: 0.6 }} />
      <Typography sx={{ mt: 1 }}>{text}</Typography>
    </Box>
  );
}
