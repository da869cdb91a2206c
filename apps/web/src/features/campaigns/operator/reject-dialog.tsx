import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CAMPAIGN_LIMITS, verifyCampaignRequest } from '@spruik/shared';
import { z } from 'zod';
import { fieldProps, maxLength } from '../../../lib/use-field';
import { useLast } from '../../../lib/use-last';

type Props = {
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
};

/** Rejecting a campaign needs a reason: the owner reads it, and the escrow goes back to them. */
export function RejectDialog({
  title,
  ...props
}: Props & {
  /** The campaign's title; null closes the dialog. */
  title: string | null;
}) {
  const shownTitle = useLast(title);
  return (
    <Dialog
      open={title !== null}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby="reject-title"
      fullWidth
      maxWidth="sm"
    >
      <RejectForm title={shownTitle ?? ''} {...props} />
    </Dialog>
  );
}

/** A rejection as POST /api/admin/campaigns/{id}/verify reads it, checked by its shared schema. */
const rejectForm = z.preprocess(
  (v: { reason: string }) => ({ approve: false, reason: v.reason }),
  verifyCampaignRequest,
);

/** The dialog's content: it mounts on each opening, so the reason starts empty. */
function RejectForm({ title, busy, onReject, onClose }: Props & { title: string }) {
  const form = useForm({ defaultValues: { reason: '' }, resolver: zodResolver(rejectForm) });
  const reason = form.watch('reason');
  const field = fieldProps(form, 'reason');
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((v) => onReject(v.reason))}>
      <DialogTitle id="reject-title">Reject “{title}”?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The owner gets a message with your reason and the reserved money goes back to their credit.
        </DialogContentText>
        <TextField
          label="Reason"
          multiline
          minRows={3}
          autoFocus
          {...field}
          helperText={field.helperText ?? `${reason.trim().length}/${CAMPAIGN_LIMITS.reasonMax}`}
          {...maxLength(CAMPAIGN_LIMITS.reasonMax)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" color="error" loading={busy}>
          Reject
        </Button>
      </DialogActions>
    </Box>
  );
}
