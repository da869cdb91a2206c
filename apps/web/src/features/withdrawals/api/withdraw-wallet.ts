import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared/api';
import { ERROR_CODE } from '@spruik/shared';
import { call, isApiError, type CallOptions } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { taxDetailsKey } from './tax-details';
import { meKey, myPaymentsKey, withdrawsKey } from '../../../lib/query-keys';

/** A retry that the server answered with the first answer: the withdrawal had gone through before. */
export const WITHDRAWAL_RECEIVED = 'Your withdrawal was received';

/** A withdrawal as the form sends it: the amount ("25.00") and whether it is an instant payout (Stripe only). */
export type WithdrawBody = { amount: string; instant: boolean };

export const withdrawWallet = (body: WithdrawBody, options?: CallOptions) =>
  call(withdrawalsApi.customerWithdraw, { body }, options);

/**
 * POST /api/users/withdraw: 'Success' in green and the page's data reloads; a failure reloads the balance too
 * (docs/spec.md, Withdrawals and payouts). After a lost answer (`inDoubt`), the form leaves the wallet check to the server.
 */
export function useWithdrawWallet() {
  const qc = useQueryClient();
  const keys = useIdempotencyKeys();
  const mutation = useMutation({
    mutationFn: (body: WithdrawBody) => keys.send(body, (key) => withdrawWallet(body, key)),
    onSuccess: ({ data, replayed }) => feedback.notify(replayed ? WITHDRAWAL_RECEIVED : data.message),
    // No tax details (given elsewhere, or not read yet): the page reads them again and leads to the form.
    onError: (e) => {
      if (isApiError(e) && e.code === ERROR_CODE.TAX_DETAILS_REQUIRED)
        void qc.invalidateQueries({ queryKey: taxDetailsKey });
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: myPaymentsKey });
      void qc.invalidateQueries({ queryKey: withdrawsKey });
    },
  });
  return { ...mutation, inDoubt: keys.inDoubt() };
}
