import { useMutation } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useRefreshAdmin } from '../../../lib/operator-key';

type Decision = { id: string; approve: boolean; reason?: string };

export const decideWithdraw = ({ id, approve, reason }: Decision, idempotencyKey?: string) =>
  call(withdrawalsApi.decide, { params: { id }, body: { approve, reason } }, { idempotencyKey });

/** POST /api/admin/withdraws/{id} { approve, reason }: paid (verified) or rejected with a reason. Once. */
export function useDecideWithdraw() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (d: Decision) => decideWithdraw(d, keys.keyFor(d)),
    onSuccess: (data, d) => {
      keys.succeeded(d);
      notify(data.message);
      return refresh();
    },
  });
}
