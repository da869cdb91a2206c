import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api';
import { useOnline } from '../../lib/online';

/**
 * Shown in place of content that failed to load. A 404 (a missing campaign or venue) is a not-found state with
 * the server's words: trying again would not help, so there is no "Try again". Offline (nothing saved for this
 * screen yet: lib/saved-answers.ts) it says so, and loads again by itself once the network is back.
 */
export function LoadError({
  onRetry,
  error,
  text = 'We could not load this page.',
}: {
  onRetry: () => void;
  error?: unknown;
  text?: string;
}) {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      retry.current();
    }
  }, [online]);
  if (error instanceof ApiError && error.status === 404)
    return (
      <Alert severity="info" data-testid="not-found">
        {error.message || 'We could not find this page.'}
      </Alert>
    );
  if (!online)
    return (
      <Alert severity="info" data-testid="offline-state">
        This was not saved on this phone yet. It loads when you are back online.
      </Alert>
    );
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
