import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { LIMITS } from '@spruik/shared';
import { feedback, useFeedback } from '../../lib/feedback';
import { NETWORK_ERROR } from '../../lib/api';
import { useOnline } from '../../lib/online';
import { TOP_BAR_HEIGHT } from './layout-sizes';

/**
 * Messages sit just below the top bar: clear of the top bar's actions (Back, the logo, the stats) and of
 * the bottom buttons of a long form, which the snackbar used to cover for its 3 s. The snackbar goes under the
 * network banner when both show.
 */
const BELOW_TOP_BAR = TOP_BAR_HEIGHT + 8;
const BELOW_NETWORK_BANNER = BELOW_TOP_BAR + 64;

/** The network-error banner and the one snackbar (3 s, green or red); see global-feedback.tsx. */
export function FeedbackDisplay() {
  const { networkError: failed, snack } = useFeedback();
  // Offline, the offline banner (offline-banner.tsx) already says why a request failed.
  const online = useOnline();
  const networkError = failed && online;
  return (
    <>
      {networkError && (
        <Box
          sx={{
            position: 'fixed',
            top: BELOW_TOP_BAR,
            left: 0,
            right: 0,
            zIndex: (t) => t.zIndex.snackbar,
            px: 1,
            maxWidth: LIMITS.navMaxWidth,
            mx: 'auto',
          }}
        >
          <Alert
            severity="warning"
            variant="filled"
            role="alert"
            data-testid="network-error"
            onClose={() => feedback.setNetworkError(false)}
          >
            {NETWORK_ERROR}
          </Alert>
        </Box>
      )}
      <Snackbar
        key={snack?.id}
        open={!!snack}
        autoHideDuration={LIMITS.snackbarMs}
        onClose={(_, reason) => reason !== 'clickaway' && snack && feedback.closeSnack(snack.id)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{
          top: {
            xs: networkError ? BELOW_NETWORK_BANNER : BELOW_TOP_BAR,
            sm: networkError ? BELOW_NETWORK_BANNER : BELOW_TOP_BAR,
          },
        }}
      >
        <Alert
          variant="filled"
          severity={snack?.severity ?? 'success'}
          data-testid="snackbar"
          data-severity={snack?.severity}
          onClose={() => snack && feedback.closeSnack(snack.id)}
          sx={{ width: '100%', maxWidth: LIMITS.navMaxWidth - 32, alignItems: 'center' }}
        >
          {snack?.text}
        </Alert>
      </Snackbar>
    </>
  );
}
