import { useMutation } from '@tanstack/react-query';
import { participationApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useRefreshAdmin } from '../../../lib/operator-key';

type Decision = { id: string; overturn: boolean };

export const decideAppeal = ({ id, overturn }: Decision, idempotencyKey?: string) =>
  call(participationApi.decideAppeal, { params: { id }, body: { overturn } }, { idempotencyKey });

/** POST /api/admin/appeals/{id} { overturn }: the rejection stands, or it is overturned and paid. Once. */
export function useDecideAppeal() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (d: Decision) => decideAppeal(d, keys.keyFor(d)),
    onSuccess: (data, d) => {
      keys.succeeded(d);
      notify(data.message);
      return refresh();
    },
  });
}
