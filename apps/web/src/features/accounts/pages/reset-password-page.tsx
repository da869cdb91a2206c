import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { MSG, TEXT_LIMITS } from '@spruik/shared';
import { PasswordField } from '../../../components/ui/password-field';
import { feedback } from '../../../lib/feedback';
import { firstError } from '../../../lib/form';
import { inputProps, maxLength } from '../../../lib/use-field';
import { useChangePassword } from '../api/change-password';
import { AuthLayout } from '../components/auth-layout';
import { resetPasswordForm } from '../reset-password-form';

/** /reset_password: the form needs the e-mailed link's token; without one there is nothing to change. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  return token ? <ResetPasswordForm token={token} /> : <NoResetToken />;
}

/** Opened without the e-mailed link's token (typed by hand, or a link cut short): say so, offer a new link. */
function NoResetToken() {
  return (
    <AuthLayout title="Change password" subtitle="This page opens from the link in a password reset e-mail.">
      <Alert severity="warning" data-testid="reset-no-token">
        This link is incomplete: it has no reset code. Open the link from your e-mail again, or ask for a new
        one.
      </Alert>
      <Button component={RouterLink} to="/forget_password" variant="contained" size="large">
        Request a new reset link
      </Button>
      <Button component={RouterLink} to="/signin" size="large">
        Back to sign in
      </Button>
    </AuthLayout>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const change = useChangePassword();
  const form = useForm({
    defaultValues: { token, password: '', confirmPassword: '' },
    resolver: zodResolver(resetPasswordForm),
  });

  const onSubmit = form.handleSubmit(
    async ({ token, password }) => {
      try {
        await change.mutateAsync({ token, password });
        setDone(true);
      } catch {
        // shown by the api client
      }
    },
    (errors) => feedback.error(firstError(errors) ?? MSG.fillForm),
  );

  return (
    <AuthLayout title="Change password" subtitle="Choose a new password of at least 8 characters.">
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <PasswordField
          label="New password"
          autoComplete="new-password"
          {...inputProps(form, 'password')}
          {...maxLength(TEXT_LIMITS.password)}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...inputProps(form, 'confirmPassword')}
          {...maxLength(TEXT_LIMITS.password)}
        />
        <Button type="submit" variant="contained" size="large" disabled={change.isPending || done}>
          Change password
        </Button>
      </Box>
      <Dialog open={done} aria-labelledby="changed-title">
        <DialogTitle id="changed-title" sx={{ textAlign: 'center', pt: 3 }}>
          <CheckCircleRounded color="success" sx={{ fontSize: 56, display: 'block', mx: 'auto', mb: 1 }} />
          {MSG.passwordChanged}
        </DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            Sign in with your new password.
          </Typography>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
          <Button variant="contained" onClick={() => navigate('/signin', { replace: true })}>
            go to signin
          </Button>
        </DialogActions>
      </Dialog>
    </AuthLayout>
  );
}
