import { useMutation } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useRefreshAdmin } from '../../../lib/operator-key';

export const payWithdraws = (ids: string[], idempotencyKey?: string) =>
  call(withdrawalsApi.payMany, { body: { ids } }, { idempotencyKey });

/**
 * POST /api/admin/withdraws/pay { ids }: marks the chosen pending withdrawals as paid, each once. The same
 * selection keeps its key until it succeeds, so a retry after a lost answer gets the first answer back.
 */
export function usePayWithdraws() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (ids: string[]) => payWithdraws(ids, keys.keyFor(ids)),
    onSuccess: (data, ids) => {
      keys.succeeded(ids);
      notify(data.message);
      return refresh();
    },
  });
}
