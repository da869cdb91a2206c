import { useMutation } from '@tanstack/react-query';
import type { SigninRequest, SigninResponse } from '@spruik/shared';
import { api } from '../../../lib/api';

export const signIn = (body: SigninRequest) => api<SigninResponse>('/api/signin', { method: 'POST', body });

export const useSignIn = () => useMutation({ mutationFn: signIn });
