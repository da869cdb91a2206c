import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared/api';
import { ERROR_CODE } from '@spruik/shared';
import { call, isApiError, type CallOptions } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { taxDetailsKey } from './tax-details';
import { meKey, withdrawsKey } from '../../../lib/query-keys';
import { WITHDRAWAL_RECEIVED, type WithdrawBody } from './withdraw-wallet';

export const requestVenueWithdraw = (body: WithdrawBody, options?: CallOptions) =>
  call(withdrawalsApi.venueWithdraw, { body }, options);

/**
 * POST /api/withdraws (venue): 'Successfully requested' in green; success or failure, the credit (top bar) and
 * the history reload (docs/spec.md, Withdrawals and payouts: a failed withdraw reloads the user balance).
 */
export function useRequestVenueWithdraw() {
  const qc = useQueryClient();
  const keys = useIdempotencyKeys();
  const mutation = useMutation({
    mutationFn: (body: WithdrawBody) => keys.send(body, (key) => requestVenueWithdraw(body, key)),
    // A replay: the withdrawal whose answer was lost had gone through.
    onSuccess: ({ data, replayed }) => feedback.notify(replayed ? WITHDRAWAL_RECEIVED : data.message),
    // No tax details (given elsewhere, or not read yet): the page reads them again and leads to the form.
    onError: (e) => {
      if (isApiError(e) && e.code === ERROR_CODE.TAX_DETAILS_REQUIRED)
        void qc.invalidateQueries({ queryKey: taxDetailsKey });
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: withdrawsKey });
    },
  });
  return { ...mutation, inDoubt: keys.inDoubt() };
}
