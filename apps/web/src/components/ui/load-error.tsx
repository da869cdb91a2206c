import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiError } from '../../lib/api';

/**
 * Shown in place of content that failed to load. A 404 (a missing campaign or venue) is a not-found state with
 * the server's words: trying again would not help, so there is no "Try again".
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
  if (error instanceof ApiError && error.status === 404)
    return (
      <Alert severity="info" data-testid="not-found">
        {error.message || 'We could not find this page.'}
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
