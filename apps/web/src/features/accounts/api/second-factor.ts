import { useMutation } from '@tanstack/react-query';
import { operatorApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

/**
 * The operator's second factor. `challenge` is what the sign-in answered; without one the call is the signed-in
 * operator's own (enrolling from the console when ADMIN_2FA is optional).
 */
export const useStartEnrolment = () =>
  useMutation({
    mutationFn: (challenge?: string) => call(operatorApi.enrolTwoFactor, { body: { challenge } }),
  });

export const useConfirmEnrolment = () =>
  useMutation({
    mutationFn: (body: { challenge?: string; code: string }) => call(operatorApi.confirmTwoFactor, { body }),
  });

export const useVerifySecondFactor = () =>
  useMutation({
    mutationFn: (body: { challenge: string; code: string }) => call(operatorApi.verifyTwoFactor, { body }),
  });
