import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { OFFLINE_TEXT, useOnline } from '../../lib/online';

/**
 * Above every phone screen while the device has no network: what the screen shows is what the service worker
 * saved on its last visit (lib/saved-answers.ts). In the flow of the page, so it never covers content.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      data-testid="offline-banner"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'text.primary',
        color: 'background.paper',
      }}
    >
      <CloudOffRounded fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {OFFLINE_TEXT}
      </Typography>
    </Box>
  );
}
