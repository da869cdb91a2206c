import { lazy, Suspense, useState } from 'react';
import { useFeedback } from '../../lib/feedback';

const ProgressDisplay = lazy(() =>
  import('./progress-display').then((m) => ({ default: m.ProgressDisplay })),
);
const FeedbackDisplay = lazy(() =>
  import('./feedback-display').then((m) => ({ default: m.FeedbackDisplay })),
);

/**
 * The global progress bar (progress-display.tsx), and the network-error banner and the snackbar
 * (feedback-display.tsx). Each downloads with the first thing it has to show, not with the first screen, and
 * stays mounted from then on so it animates as before. They are two parts because every first load shows the
 * progress bar (the screen's first reads) but rarely a message: the banner and the snackbar (Alert, Snackbar
 * and their transitions) would otherwise download and render alongside the first screen.
 */
export function GlobalFeedback() {
  const { pending, networkError, snack } = useFeedback();
  const [progressShown, setProgressShown] = useState(false);
  const [messagesShown, setMessagesShown] = useState(false);
  if (!progressShown && pending > 0) setProgressShown(true);
  if (!messagesShown && (networkError || snack)) setMessagesShown(true);
  return (
    <>
      {progressShown && (
        <Suspense fallback={null}>
          <ProgressDisplay />
        </Suspense>
      )}
      {messagesShown && (
        <Suspense fallback={null}>
          <FeedbackDisplay />
        </Suspense>
      )}
    </>
  );
}
