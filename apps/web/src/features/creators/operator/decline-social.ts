import { useMutation } from '@tanstack/react-query';
import { creatorsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useRefreshAdmin } from '../../../lib/operator-key';

/** POST /api/admin/users/{id}/decline-social: decline a customer's social accounts; they are messaged. */
export function useDeclineSocial() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(creatorsApi.declineSocial, { params: { id }, body: { reason } }),
    onSuccess: (data) => {
      notify(data.message);
      return refresh();
    },
  });
}
