import { useMutation } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useRefreshAdmin } from '../../../lib/operator-key';

/** POST /api/admin/withdraws/{id}/release: the operator's review of a held withdrawal is done (audited). */
export function useReleaseWithdraw() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  return useMutation({
    mutationFn: (id: string) => call(withdrawalsApi.release, { params: { id } }),
    onSuccess: (data) => {
      notify(data.message);
      return refresh();
    },
  });
}
