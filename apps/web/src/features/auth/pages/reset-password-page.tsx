import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { changePassRequest, check, MSG, TEXT_LIMITS } from '@spruik/shared';
import { PasswordField } from '../../../components/ui/password-field';
import { feedback } from '../../../lib/feedback';
import { maxLength } from '../../../lib/use-field';
import { useChangePassword } from '../api/change-password';
import { AuthLayout } from '../components/auth-layout';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [done, setDone] = useState(false);
  const change = useChangePassword();

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (password !== confirmPassword) return feedback.error(MSG.passwordsDiffer);
    const r = check(changePassRequest, { token, password, confirmPassword });
    if (!r.ok) return feedback.error(r.message);
    try {
      await change.mutateAsync({ token, password });
      setDone(true);
    } catch {
      // shown by the api client
    }
  };

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
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...maxLength(TEXT_LIMITS.password)}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
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
