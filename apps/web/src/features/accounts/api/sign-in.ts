import { useMutation } from '@tanstack/react-query';
import type { SigninRequest } from '@spruik/shared';

/**
 * The sign-in call's module (its contract, and zod with it) downloads on first use: /signin is every guest's
 * first screen, and zod would be its largest library.
 */
export const loadSignIn = () => import('./sign-in-call').then((m) => m.signIn);

export const useSignIn = () =>
  useMutation({ mutationFn: async (body: SigninRequest) => (await loadSignIn())(body) });
