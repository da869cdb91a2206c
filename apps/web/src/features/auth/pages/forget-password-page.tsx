import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { check, forgetRequest, TEXT_LIMITS } from '@spruik/shared';
import { feedback } from '../../../lib/feedback';
import { maxLength } from '../../../lib/use-field';
import { useForgetPassword } from '../api/forget-password';
import { AuthLayout } from '../components/auth-layout';

export function ForgetPasswordPage() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const forget = useForgetPassword();

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const r = check(forgetRequest, { email });
    if (!r.ok) return feedback.error(r.message);
    try {
      const data = await forget.mutateAsync(r.value.email);
      // RULINGS.md: the screen shows the server's message.
      setMessage(data.message ?? '');
    } catch {
      setMessage('');
    }
  };

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter the e-mail you signed up with and we will send you a reset link."
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...maxLength(TEXT_LIMITS.email)}
        />
        <Button type="submit" variant="contained" size="large" disabled={forget.isPending}>
          Send
        </Button>
        {message && (
          <Alert severity="success" role="status">
            {message}
          </Alert>
        )}
      </Box>
      <Link component={RouterLink} to="/signin" sx={{ textAlign: 'center' }}>
        Back to sign in
      </Link>
    </AuthLayout>
  );
}
