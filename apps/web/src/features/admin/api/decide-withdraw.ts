import { useMutation } from '@tanstack/react-query';
import type { WithdrawItem } from '@spruik/shared';
import { api } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useRefreshAdmin } from './keys';

export const decideWithdraw = ({ id, approve }: { id: string; approve: boolean }) =>
  api<{ message: string; withdraw: WithdrawItem }>(`/api/admin/withdraws/${encodeURIComponent(id)}`, {
    body: { approve },
  });

/** POST /api/admin/withdraws/{id} { approve }: paid (verified) or rejected (the money goes back). Once. */
export function useDecideWithdraw() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  return useMutation({
    mutationFn: decideWithdraw,
    onSuccess: (data) => {
      notify(data.message);
      return refresh();
    },
  });
}
