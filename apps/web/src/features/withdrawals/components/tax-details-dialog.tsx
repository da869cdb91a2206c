import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  formatAbn,
  TAX_LIMITS,
  TAX_MSG,
  TAX_STATEMENT_TITLE,
  TAX_STATEMENT_WORDING,
  taxDetailsRequest,
  type TaxDetailsAnswer,
  type TaxDetailsKind,
} from '@spruik/shared';
import { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { fieldProps, maxLength } from '../../../lib/use-field';
import { useSaveTaxDetails } from '../api/tax-details';

type TaxValues = {
  kind: TaxDetailsKind;
  abn: string;
  confirmed: boolean;
  legalName: string;
  address: string;
};

/** The values are the request (the preprocess only types them for the form). */
const taxForm = z.preprocess((v: TaxValues) => v, taxDetailsRequest);

/** The two choices, in the payee's words. */
export const TAX_CHOICE = {
  abn: 'I have an ABN',
  statement: `I'm not in business: ${TAX_STATEMENT_TITLE}`,
} as const;
export const TAX_CONFIRM = 'I make this statement.';

type Props = {
  open: boolean;
  /** What was given before (the form starts from it) and a venue's sign-up ABN (offered). */
  answer: TaxDetailsAnswer | undefined;
  onClose: () => void;
  onSaved?: () => void;
};

/**
 * Give (or change) tax details (docs/finance.md "Payees' tax details"): an ABN, checked with the ATO's check
 * digits, or the statement by a supplier in Spruik's words, confirmed with a tick; and the legal name and postal
 * address. A venue finds the ABN it gave at sign-up already filled in. Calls `onSaved` after the green message.
 */
export function TaxDetailsDialog({ open, onClose, ...props }: Props) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="tax-details-dialog-title" scroll="body">
      <TaxDetailsForm onClose={onClose} {...props} />
    </Dialog>
  );
}

/** The dialog's content: it mounts on each opening, so the form starts from what was given. */
function TaxDetailsForm({ answer, onClose, onSaved }: Omit<Props, 'open'>) {
  const save = useSaveTaxDetails();
  const current = answer?.taxDetails ?? null;
  const offered = answer?.signUpAbn?.abn ?? '';
  const form = useForm({
    defaultValues: {
      kind: current?.kind ?? 'abn',
      abn: formatAbn(current?.abn ?? offered),
      confirmed: false,
      legalName: current?.legalName ?? '',
      address: current?.address ?? '',
    } as TaxValues,
    resolver: zodResolver(taxForm),
  });
  const kind = form.watch('kind');
  const submit = form.handleSubmit((body) =>
    save.mutate(
      {
        kind: body.kind,
        abn: body.abn ?? undefined,
        confirmed: body.kind === 'statement' ? true : undefined,
        legalName: body.legalName,
        address: body.address,
      },
      { onSuccess: () => (onSaved ? onSaved() : onClose()) },
    ),
  );
  const confirmError = form.getFieldState('confirmed', form.formState).error?.message;
  const abnField = fieldProps(form, 'abn');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e);
      }}
    >
      <DialogTitle id="tax-details-dialog-title">Tax details</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          Before your first withdrawal, give your ABN or, if this is a hobby for you, the statement by a
          supplier. Without either, a payer must withhold 47% of each payment for the tax office.
        </Typography>
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onChange={(e) => field.onChange(e.target.value as TaxDetailsKind)}
              aria-label="Your tax details"
            >
              {(['abn', 'statement'] as const).map((k) => (
                <FormControlLabel
                  key={k}
                  value={k}
                  control={<Radio />}
                  label={TAX_CHOICE[k]}
                  sx={{ minHeight: 44, mr: 0 }}
                />
              ))}
            </RadioGroup>
          )}
        />
        {kind === 'abn' ? (
          <TextField
            label="ABN"
            autoComplete="off"
            {...abnField}
            helperText={
              abnField.helperText ??
              (offered && !current
                ? 'The ABN you gave when you signed up.'
                : '11 digits, as on the ABN Lookup.')
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TAX_LIMITS.abnText } }}
          />
        ) : (
          <Box>
            <Box
              data-testid="tax-statement"
              sx={{ p: 1.5, borderRadius: '12px', bgcolor: 'background.default', mb: 1 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
                {TAX_STATEMENT_TITLE}
              </Typography>
              <Typography variant="body2">{TAX_STATEMENT_WORDING}</Typography>
            </Box>
            <Controller
              control={form.control}
              name="confirmed"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label={TAX_CONFIRM}
                />
              )}
            />
            {confirmError && <FormHelperText error>{confirmError}</FormHelperText>}
          </Box>
        )}
        <TextField
          label="Legal name"
          autoComplete="name"
          {...fieldProps(form, 'legalName')}
          {...maxLength(TAX_LIMITS.legalName)}
        />
        <TextField
          label="Postal address"
          autoComplete="street-address"
          multiline
          minRows={2}
          {...fieldProps(form, 'address')}
          {...maxLength(TAX_LIMITS.address)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}

/**
 * The withdraw dialog of a payee without tax details: it says so and leads to the form (docs/finance.md, "No
 * payout leaves without one of the two").
 */
export function TaxDetailsNeededDialog({
  open,
  onClose,
  onGive,
}: {
  open: boolean;
  onClose: () => void;
  onGive: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="tax-needed-title">
      <DialogTitle id="tax-needed-title">Withdraw Money</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Alert severity="warning" data-testid="tax-details-needed">
          {TAX_MSG.required}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          Your ABN, or the statement by a supplier if this is a hobby for you, with your legal name and postal
          address. It takes a minute.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={onGive}>
          Give tax details
        </Button>
      </DialogActions>
    </Dialog>
  );
}
