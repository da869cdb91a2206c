import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

/** POST /api/verify: e-mails a 6-digit sign-up code. */
export const sendCode = (email: string) => call(accountsApi.verify, { body: { email } });

export const useSendCode = () => useMutation({ mutationFn: sendCode });
