import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { REJECT_LIMITS, REJECT_REASONS, REJECT_REASON_LABELS, type RejectReason } from '@spruik/shared';

/** The owner's reason for a rejection, from the closed list; "Other" asks for a few words. */
export function RejectReasonPicker({
  reason,
  note,
  onReason,
  onNote,
}: {
  reason: RejectReason | null;
  note: string;
  onReason: (r: RejectReason) => void;
  onNote: (n: string) => void;
}) {
  return (
    <FormControl component="fieldset" sx={{ mb: 1.5, width: '100%' }}>
      <FormLabel id="reject-reason-label">Why are you rejecting it?</FormLabel>
      <RadioGroup
        aria-labelledby="reject-reason-label"
        value={reason ?? ''}
        onChange={(e) => onReason(e.target.value as RejectReason)}
      >
        {REJECT_REASONS.map((r) => (
          <FormControlLabel
            key={r}
            value={r}
            control={<Radio size="small" />}
            label={REJECT_REASON_LABELS[r]}
          />
        ))}
      </RadioGroup>
      {reason === 'other' && (
        <TextField
          label="What is wrong?"
          value={note}
          onChange={(e) => onNote(e.target.value)}
          multiline
          minRows={2}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: REJECT_LIMITS.noteMax } }}
          helperText={`${note.length}/${REJECT_LIMITS.noteMax}`}
          fullWidth
          sx={{ mt: 1 }}
        />
      )}
    </FormControl>
  );
}
