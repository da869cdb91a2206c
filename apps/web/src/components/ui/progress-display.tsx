import LinearProgress from '@mui/material/LinearProgress';
import { useFeedback } from '../../lib/feedback';

/** The global progress bar, shown while any API call is pending; see global-feedback.tsx. */
export function ProgressDisplay() {
  const { pending } = useFeedback();
  return pending > 0 ? (
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
  ) : null;
}
