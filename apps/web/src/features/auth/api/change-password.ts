import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/change-pass?token=: sets a new password with the e-mailed reset token. */
export const changePassword = ({ token, password }: { token: string; password: string }) =>
  api<{ message: string }>('/api/change-pass', { method: 'POST', query: { token }, body: { password } });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
