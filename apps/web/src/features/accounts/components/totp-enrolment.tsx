import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import type { ConfirmEnrolResponse } from '@spruik/shared';
import { QrCode } from '../../../components/ui/qr-code';
import { useConfirmEnrolment, useStartEnrolment } from '../api/second-factor';

/**
 * Setting up the authenticator: a QR code and the same key to type, then a first code. Once the server takes it,
 * the ten recovery codes show this one time; `onDone` receives the new session when the operator has saved them.
 */
export function TotpEnrolment({
  challenge,
  onDone,
}: {
  challenge?: string;
  onDone: (session: ConfirmEnrolResponse) => void;
}) {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const { mutate } = start;
  useEffect(() => mutate(challenge), [mutate, challenge]);

  if (confirm.data) return <RecoveryCodes session={confirm.data} onDone={onDone} />;
  const setup = start.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate({ challenge, code });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography>
        Scan the code with an authenticator app (Google Authenticator, 1Password, Authy…), then type the
        6-digit code it shows.
      </Typography>
      {setup ? (
        <>
          <Box sx={{ alignSelf: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: '12px' }}>
            <QrCode value={setup.otpauthUrl} label="QR code for your authenticator app" />
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              Can’t scan? Enter this key in the app:
            </Typography>
            <Typography
              data-testid="totp-secret"
              sx={{ fontFamily: 'ui-monospace, Menlo, monospace', overflowWrap: 'anywhere', fontWeight: 700 }}
            >
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Typography>
          </Box>
        </>
      ) : (
        <Typography color="text.secondary">
          {start.isError ? 'Could not start the set-up.' : 'Preparing…'}
        </Typography>
      )}
      <TextField
        label="6-digit code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={!setup} loading={confirm.isPending}>
        Turn on two-factor sign-in
      </Button>
    </Box>
  );
}

/** The recovery codes, shown once: each signs in once when the phone is lost. */
function RecoveryCodes({
  session,
  onDone,
}: {
  session: ConfirmEnrolResponse;
  onDone: (session: ConfirmEnrolResponse) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="warning">
        Save these recovery codes somewhere safe now: they are shown only this once. Each works once, if you
        lose your phone.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 1.5,
          pl: 4,
          borderRadius: '12px',
          bgcolor: 'background.default',
          columns: 2,
          columnGap: 5,
          fontFamily: 'ui-monospace, Menlo, monospace',
        }}
      >
        {session.recoveryCodes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Button variant="contained" size="large" onClick={() => onDone(session)}>
        I saved them, continue
      </Button>
    </Box>
  );
}
