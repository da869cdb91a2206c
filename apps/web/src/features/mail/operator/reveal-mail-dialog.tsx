import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { TWO_FACTOR, type OutboxMail } from '@spruik/shared';
import { useRevealMail } from '../../operator/api/operators';

/**
 * The owner's reveal of one mail's link or code: it could take the recipient's account over, so it needs a
 * written reason, which the audit log keeps with who and when.
 */
export function RevealMailDialog({
  mail,
  onRevealed,
  onClose,
}: {
  mail: OutboxMail;
  onRevealed: (mail: OutboxMail) => void;
  onClose: () => void;
}) {
  const reveal = useRevealMail();
  const [reason, setReason] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      onRevealed(await reveal.mutateAsync({ id: mail.id, reason }));
    } catch {
      // the api client showed the server's text
    }
  };
  return (
    <Dialog
      open
      onClose={reveal.isPending ? undefined : onClose}
      aria-labelledby="reveal-title"
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="reveal-title">Show the hidden link or code?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Anyone holding it can act as {mail.to}. Say why you need it: your reason goes into the audit log.
          </DialogContentText>
          <TextField
            label="Reason"
            multiline
            minRows={3}
            autoFocus
            fullWidth
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText={`${reason.trim().length}/${TWO_FACTOR.revealReasonMax}, at least ${TWO_FACTOR.revealReasonMin}`}
            slotProps={{ htmlInput: { maxLength: TWO_FACTOR.revealReasonMax } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button variant="outlined" onClick={onClose} disabled={reveal.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={reveal.isPending}>
            Show
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
