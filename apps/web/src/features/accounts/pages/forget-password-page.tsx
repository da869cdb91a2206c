import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { forgetRequest, TEXT_LIMITS } from '@spruik/shared';
import { feedback } from '../../../lib/feedback';
import { firstError } from '../../../lib/form';
import { inputProps, maxLength } from '../../../lib/use-field';
import { useForgetPassword } from '../api/forget-password';
import { AuthLayout } from '../components/auth-layout';
import { TAP_TARGET_SX } from '../../../components/ui/tap-target';

export function ForgetPasswordPage() {
  const [message, setMessage] = useState('');
  const forget = useForgetPassword();
  const form = useForm({
    defaultValues: { email: '' },
    resolver: zodResolver(forgetRequest),
  });

  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      try {
        const data = await forget.mutateAsync(email);
        // The screen shows the server's message.
        setMessage(data.message ?? '');
      } catch {
        setMessage('');
      }
    },
    (errors) => feedback.error(firstError(errors) ?? ''),
  );

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
          {...inputProps(form, 'email')}
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
      <Link component={RouterLink} to="/signin" sx={{ ...TAP_TARGET_SX, justifyContent: 'center' }}>
        Back to sign in
      </Link>
    </AuthLayout>
  );
}
