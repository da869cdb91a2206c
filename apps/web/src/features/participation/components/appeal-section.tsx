import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  APPEAL_LIMITS,
  APPEAL_STATUS,
  appealRequest,
  type ActivityAppeal,
  type ActivityItem,
} from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { feedback } from '../../../lib/feedback';
import { useAppealActivity } from '../api/appeal-activity';

/** Still inside the 72 hours after the rejection, and not appealed yet. */
export const canAppeal = (a: ActivityItem, now = Date.now()) =>
  !!a.appealUntil && new Date(a.appealUntil).getTime() > now;

/**
 * A rejected creator's appeal. Shows the appeal's state, or (while allowed) the Appeal button that
 * opens a short note to the operator.
 */
export function AppealSection({ activity: a }: { activity: ActivityItem }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  // The dialog shows the activity it was opened with: the appeal just sent shows at once from the answer.
  const [sent, setSent] = useState<ActivityAppeal | null>(null);
  const appeal = useAppealActivity();
  const current = a.appeal ?? sent;

  if (current) {
    const { status, createdAt } = current;
    if (status === APPEAL_STATUS.open)
      return (
        <Alert severity="info" data-testid="appeal-state">
          You appealed on {formatDateTime(createdAt)}. The operator will look at your work and let you know.
        </Alert>
      );
    if (status === APPEAL_STATUS.upheld)
      return (
        <Alert severity="warning" data-testid="appeal-state">
          Your appeal was declined: the rejection stands.
        </Alert>
      );
    return (
      <Alert severity="success" data-testid="appeal-state">
        Your appeal was accepted.
      </Alert>
    );
  }
  if (!canAppeal(a)) return null;

  const send = () => {
    const parsed = appealRequest.safeParse({ note });
    if (!parsed.success) {
      feedback.error(parsed.error.issues[0]?.message ?? '');
      return;
    }
    appeal.mutate(
      { id: a.id, note: parsed.data.note },
      {
        onSuccess: (res) => {
          setSent(res.appeal);
          feedback.notify(res.message);
        },
      },
    );
  };

  return open ? (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        label="Why is the rejection wrong?"
        multiline
        minRows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        helperText={`${note.length}/${APPEAL_LIMITS.noteMax}`}
        slotProps={{
          htmlInput: { maxLength: APPEAL_LIMITS.noteMax },
          formHelperText: { sx: { textAlign: 'right' } },
        }}
      />
      <Button variant="contained" onClick={send} loading={appeal.isPending}>
        Send appeal
      </Button>
    </Box>
  ) : (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        Think the owner got it wrong? You can appeal once, until {formatDateTime(a.appealUntil)}.
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Appeal
      </Button>
    </Box>
  );
}
