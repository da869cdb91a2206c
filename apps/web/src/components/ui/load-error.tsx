import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Shown in place of content that failed to load. */
export function LoadError({
  onRetry,
  text = 'We could not load this page.',
}: {
  onRetry: () => void;
  text?: string;
}) {
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
