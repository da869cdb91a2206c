import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

/** POST /api/forget: e-mails a reset link. The answer is the same whether or not the e-mail is known. */
export const forgetPassword = (email: string) => call(accountsApi.forget, { body: { email } });

export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword });
