import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import { LIMITS } from '@spruik/shared';
import { feedback, useFeedback } from '../../lib/feedback';
import { NETWORK_ERROR } from '../../lib/api';

/** The global progress bar, the network-error banner and the one snackbar (3 s, green or red); see global-feedback.tsx. */
export function FeedbackDisplay() {
  const { pending, networkError, snack } = useFeedback();
  return (
    <>
      {pending > 0 && (
        <LinearProgress
          aria-label="Loading"
          data-testid="global-progress"
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            right: 0,
            zIndex: (t) => t.zIndex.snackbar + 1,
            height: 3,
          }}
        />
      )}
      {networkError && (
        <Box
          sx={{
            position: 'fixed',
            top: 8,
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
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 80, sm: 88 } }}
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
