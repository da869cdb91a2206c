import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { SecondFactorNeeded } from '@spruik/shared';
import { afterSigninPath } from '../../../lib/return-to';
import { homeFor, saveSignIn } from '../../../lib/session';
import { useVerifySecondFactor } from '../api/second-factor';
import { AuthLayout } from '../components/auth-layout';
import { TotpEnrolment } from '../components/totp-enrolment';

/** Opens the console with the session the second factor issued (a full load, as after any sign-in). */
const enter = (session: { accessToken: string; role: number; id: string }) => {
  saveSignIn(session);
  window.location.assign(afterSigninPath(window.location.search, homeFor(session.role)));
};

/**
 * /signin/second-factor: an operator's sign-in after the password. The first time, the authenticator is set up
 * here; afterwards the code it shows (or a recovery code) opens the console. The challenge travels in the
 * navigation's state only: a reload or a new tab starts the sign-in again.
 */
export function SecondFactorPage() {
  const state = useLocation().state as SecondFactorNeeded | null;
  if (!state?.challenge) return <Navigate to="/signin" replace />;
  return state.secondFactor === 'enrol' ? (
    <AuthLayout
      title="Set up two-factor sign-in"
      subtitle="The operator console asks for a code from your phone at every sign-in."
    >
      <TotpEnrolment challenge={state.challenge} onDone={enter} />
    </AuthLayout>
  ) : (
    <CodeStep challenge={state.challenge} />
  );
}

function CodeStep({ challenge }: { challenge: string }) {
  const verify = useVerifySecondFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      enter(await verify.mutateAsync({ challenge, code }));
    } catch {
      // the api client showed the server's text
    }
  };
  return (
    <AuthLayout
      title="Enter your code"
      subtitle={
        recovery
          ? 'Type one of the recovery codes you saved. Each works once.'
          : 'Open your authenticator app and type the 6-digit code for Spruik.'
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          key={recovery ? 'recovery' : 'code'}
          label={recovery ? 'Recovery code' : '6-digit code'}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoFocus
          autoComplete={recovery ? 'off' : 'one-time-code'}
          slotProps={{ htmlInput: { inputMode: recovery ? 'text' : 'numeric', maxLength: 20 } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={verify.isSuccess}
          loading={verify.isPending}
        >
          Verify
        </Button>
        <Link
          component="button"
          type="button"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
          }}
          sx={{ alignSelf: 'center', py: 1 }}
        >
          {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </Link>
      </Box>
    </AuthLayout>
  );
}
