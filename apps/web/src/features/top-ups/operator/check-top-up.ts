import { useMutation } from '@tanstack/react-query';
import { topUpsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useRefreshAdmin } from '../../../lib/operator-key';

/**
 * POST /api/admin/top-ups/{id}/check: asks the provider about a pending top-up (the payment return's verify
 * call); credited once if paid. A retry after a lost answer keeps its key and gets the first answer back.
 */
export function useCheckTopUp() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (id: string) =>
      call(topUpsApi.check, { params: { id } }, { idempotencyKey: keys.keyFor(['check', id]) }),
    onSuccess: (data, id) => {
      keys.succeeded(['check', id]);
      notify(data.message);
      return refresh();
    },
  });
}
