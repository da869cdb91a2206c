import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { saveSignIn } from '../../../lib/session';
import { TotpEnrolment } from '../../accounts/components/totp-enrolment';
import { useTwoFactorStatus } from '../api/operators';
import { useRefreshAdmin } from '../../../lib/operator-key';
import { PageHeader } from '../../../components/operator/page-header';
import { QueryState } from '../../../components/operator/query-state';

/**
 * /admin/security: the operator's own two-factor sign-in. Where the server requires it (production) it is on
 * from the first sign-in; elsewhere an operator may turn it on here, and from then on signs in with a code.
 */
export function AdminSecurityPage() {
  const status = useTwoFactorStatus();
  const refresh = useRefreshAdmin();
  const [enrolling, setEnrolling] = useState(false);
  return (
    <>
      <PageHeader
        title="Two-factor sign-in"
        subtitle="A code from your phone at every sign-in, so a password alone never opens the console."
      />
      <Card sx={{ p: { xs: 2, md: 3 }, borderRadius: '16px', maxWidth: 520 }}>
        <QueryState query={status}>
          {(s) =>
            s.enabled ? (
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                <Alert severity="success">Two-factor sign-in is on.</Alert>
                <Typography>
                  {s.recoveryCodesLeft} of 10 recovery codes left. Lost your phone and your codes? An owner
                  runs <code>npm run admin -- reset-2fa &lt;your e-mail&gt;</code> and you set it up again.
                </Typography>
              </Box>
            ) : enrolling ? (
              <TotpEnrolment
                onDone={(session) => {
                  // Turning it on ended the password-only session: this is the new one.
                  saveSignIn(session);
                  setEnrolling(false);
                  void refresh();
                }}
              />
            ) : (
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
                <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
                  Two-factor sign-in is off for your account.
                </Alert>
                <Button variant="contained" onClick={() => setEnrolling(true)}>
                  Set up two-factor sign-in
                </Button>
              </Box>
            )
          }
        </QueryState>
      </Card>
    </>
  );
}
