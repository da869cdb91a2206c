import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/verify: e-mails a 6-digit sign-up code. */
export const sendCode = (email: string) =>
  api<{ message: string }>('/api/verify', { method: 'POST', body: { email } });

export const useSendCode = () => useMutation({ mutationFn: sendCode });
