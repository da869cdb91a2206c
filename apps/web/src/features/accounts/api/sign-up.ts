import { useMutation } from '@tanstack/react-query';
import { type SignupRequest } from '@spruik/shared';
import { accountsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { deviceHeader } from '../../../lib/device-id';

/** POST /api/signup. docs/spec.md, Roles and sign-in: sign-up carries the e-mailed code as a header token too. */
export const signUp = (body: SignupRequest) =>
  call(accountsApi.signup, { body }, { headers: { token: body.token, ...deviceHeader() } });

export const useSignUp = () => useMutation({ mutationFn: signUp });
