import { lazy, Suspense, useState } from 'react';
import { useFeedback } from '../../lib/feedback';

const FeedbackDisplay = lazy(() =>
  import('./feedback-display').then((m) => ({ default: m.FeedbackDisplay })),
);

/**
 * The global progress bar, the network-error banner and the snackbar (feedback-display.tsx). They download with
 * the first thing to show, not with the first screen, and stay mounted from then on so they animate as before.
 */
export function GlobalFeedback() {
  const { pending, networkError, snack } = useFeedback();
  const [shown, setShown] = useState(false);
  if (!shown && (pending > 0 || networkError || snack)) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <FeedbackDisplay />
    </Suspense>
  ) : null;
}
