import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { meKey, withdrawsKey } from '../../../lib/query-keys';

export const requestVenueWithdraw = (amount: string, idempotencyKey?: string) =>
  call(withdrawalsApi.venueWithdraw, { body: { amount } }, { idempotencyKey });

/**
 * POST /api/withdraws (venue): 'Successfully requested' in green; success or failure, the credit (top bar) and
 * the history reload (SPEC.md section 8: a failed withdraw reloads the user balance).
 */
export function useRequestVenueWithdraw() {
  const qc = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (amount: string) => requestVenueWithdraw(amount, keys.keyFor(amount)),
    onSuccess: (data, amount) => {
      keys.succeeded(amount);
      feedback.notify(data.message);
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: withdrawsKey });
    },
  });
}
