import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

/** POST /api/change-pass?token=: sets a new password with the e-mailed reset token (docs/spec.md, Roles and sign-in: in the query). */
export const changePassword = ({ token, password }: { token: string; password: string }) =>
  call(accountsApi.changePass, { query: { token }, body: { token, password } });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
