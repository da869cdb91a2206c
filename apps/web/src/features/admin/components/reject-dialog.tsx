import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CAMPAIGN_LIMITS, CAMPAIGN_MSG } from '@spruik/shared';
import { maxLength } from '../../../lib/use-field';
import { useLast } from '../use-last';

/** Rejecting a campaign needs a reason: the owner reads it, and the escrow goes back to them. */
export function RejectDialog({
  title,
  busy,
  onReject,
  onClose,
}: {
  /** The campaign's title; null closes the dialog. */
  title: string | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const shownTitle = useLast(title);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    const r = reason.trim();
    if (!r) return setError(CAMPAIGN_MSG.reasonRequired);
    if (r.length > CAMPAIGN_LIMITS.reasonMax) return setError(CAMPAIGN_MSG.reasonLong);
    onReject(r);
  };
  return (
    <Dialog
      open={title !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby="reject-title"
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setError('');
          },
        },
      }}
    >
      <DialogTitle id="reject-title">Reject “{shownTitle}”?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The owner gets a message with your reason and the reserved money goes back to their credit.
        </DialogContentText>
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError('');
          }}
          multiline
          minRows={3}
          autoFocus
          error={!!error}
          helperText={error || `${reason.trim().length}/${CAMPAIGN_LIMITS.reasonMax}`}
          {...maxLength(CAMPAIGN_LIMITS.reasonMax)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={submit} loading={busy}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}
