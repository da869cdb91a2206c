import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/forget: e-mails a reset link. The answer is the same whether or not the e-mail is known. */
export const forgetPassword = (email: string) =>
  api<{ message: string }>('/api/forget', { method: 'POST', body: { email } });

export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword });
