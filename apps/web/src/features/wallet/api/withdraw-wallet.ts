import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { meKey, myPaymentsKey } from '../../../lib/query-keys';

export const withdrawWallet = (amount: string, idempotencyKey?: string) =>
  call(withdrawalsApi.customerWithdraw, { body: { amount } }, { idempotencyKey });

/**
 * POST /api/users/withdraw: 'Success' in green and the page's data reloads; a failure reloads the balance too
 * (SPEC.md section 8).
 */
export function useWithdrawWallet() {
  const qc = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (amount: string) => withdrawWallet(amount, keys.keyFor(amount)),
    onSuccess: (data, amount) => {
      keys.succeeded(amount);
      feedback.notify(data.message);
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: myPaymentsKey });
      void qc.invalidateQueries({ queryKey: ['withdraws'] });
    },
  });
}
