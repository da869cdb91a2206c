import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { paypalConfirmRequest, payoutAccountRequest, TEXT_LIMITS } from '@spruik/shared';
import { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { TAP_TARGET_SX } from '../../../components/ui/tap-target';
import { fieldProps, maxLength } from '../../../lib/use-field';
import { useConfirmPayPal, useSetPayoutAccount } from '../api/payout-account';

/** The e-mail step's values are the request without its rail (the preprocess adds it). */
export const paypalEmailForm = z.preprocess(
  (v: { email: string }) => ({ ...v, rail: 'paypal' }),
  payoutAccountRequest,
);

type Props = {
  open: boolean;
  /** The PayPal e-mail already given: the dialog starts at its code when it is not confirmed yet. */
  email: string | null;
  awaitingCode: boolean;
  onClose: () => void;
};

/**
 * Pay withdrawals to PayPal: the account's e-mail, then the 6-digit code sent to it (10 minutes, 5 tries).
 * The address counts only once confirmed, so money never goes to a mistyped one.
 */
export function PayPalDialog({ open, onClose, ...props }: Props) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="paypal-title">
      <PayPalSteps onClose={onClose} {...props} />
    </Dialog>
  );
}

function PayPalSteps({ email, awaitingCode, onClose }: Omit<Props, 'open'>) {
  const [sentTo, setSentTo] = useState<string | null>(awaitingCode ? email : null);
  return (
    <>
      <DialogTitle id="paypal-title">Withdraw to PayPal</DialogTitle>
      {sentTo ? (
        <CodeStep email={sentTo} onBack={() => setSentTo(null)} onClose={onClose} />
      ) : (
        <EmailStep email={email} onSent={setSentTo} onClose={onClose} />
      )}
    </>
  );
}

function EmailStep({
  email,
  onSent,
  onClose,
}: {
  email: string | null;
  onSent: (email: string) => void;
  onClose: () => void;
}) {
  const send = useSetPayoutAccount();
  const form = useForm({ defaultValues: { email: email ?? '' }, resolver: zodResolver(paypalEmailForm) });
  const submit = form.handleSubmit((body) =>
    send.mutate(body, { onSuccess: () => onSent(body.email ?? '') }),
  );
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          Enter the e-mail address of your PayPal account. We send a code to it to make sure it is yours.
        </Typography>
        <TextField
          label="PayPal e-mail"
          type="email"
          autoComplete="email"
          {...fieldProps(form, 'email')}
          {...maxLength(TEXT_LIMITS.email)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" loading={send.isPending}>
          Send code
        </Button>
      </DialogActions>
    </Box>
  );
}

function CodeStep({ email, onBack, onClose }: { email: string; onBack: () => void; onClose: () => void }) {
  const confirm = useConfirmPayPal();
  const form = useForm({ defaultValues: { code: '' }, resolver: zodResolver(paypalConfirmRequest) });
  const submit = form.handleSubmit(({ code }) => confirm.mutate(code, { onSuccess: onClose }));
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Enter the 6-digit code we sent to <strong>{email}</strong>.
        </Typography>
        <TextField
          label="Code"
          autoComplete="one-time-code"
          autoFocus
          {...fieldProps(form, 'code')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <Link component="button" type="button" variant="body2" onClick={onBack} sx={TAP_TARGET_SX}>
          Change the e-mail or send a new code
        </Link>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" loading={confirm.isPending}>
          Confirm
        </Button>
      </DialogActions>
    </Box>
  );
}
