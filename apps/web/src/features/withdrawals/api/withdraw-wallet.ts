import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared/api';
import { call, type CallOptions } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { meKey, myPaymentsKey } from '../../../lib/query-keys';

/** A retry that the server answered with the first answer: the withdrawal had gone through before. */
export const WITHDRAWAL_RECEIVED = 'Your withdrawal was received';

export const withdrawWallet = (amount: string, options?: CallOptions) =>
  call(withdrawalsApi.customerWithdraw, { body: { amount } }, options);

/**
 * POST /api/users/withdraw: 'Success' in green and the page's data reloads; a failure reloads the balance too
 * (docs/spec.md, Withdrawals and payouts). After a lost answer (`inDoubt`), the form leaves the wallet check to the server.
 */
export function useWithdrawWallet() {
  const qc = useQueryClient();
  const keys = useIdempotencyKeys();
  const mutation = useMutation({
    mutationFn: (amount: string) => keys.send(amount, (key) => withdrawWallet(amount, key)),
    onSuccess: ({ data, replayed }) => feedback.notify(replayed ? WITHDRAWAL_RECEIVED : data.message),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: myPaymentsKey });
      void qc.invalidateQueries({ queryKey: ['withdraws'] });
    },
  });
  return { ...mutation, inDoubt: keys.inDoubt() };
}
