import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@spruik/shared';
import { api } from '../../../lib/api';

export type SignupResponse = { message?: string; user?: { _id: string; id: string; role: number } };

/** POST /api/signup. SPEC.md: sign-up carries the e-mailed code as a header token too. */
export const signUp = (body: SignupRequest) =>
  api<SignupResponse>('/api/signup', { method: 'POST', body, headers: { token: body.token } });

export const useSignUp = () => useMutation({ mutationFn: signUp });
