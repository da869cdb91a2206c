import { useMutation } from '@tanstack/react-query';
import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useRefreshAdmin } from '../../../lib/operator-key';

export const closeCampaign = (id: string, idempotencyKey?: string) =>
  call(campaignsApi.close, { params: { id } }, { idempotencyKey });

/** POST /api/admin/campaigns/{id}/close: ends a campaign now (undecided work approved, the rest refunded). */
export function useCloseCampaign() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (id: string) => closeCampaign(id, keys.keyFor(id)),
    onSuccess: (data, id) => {
      keys.succeeded(id);
      notify(data.message);
      return refresh();
    },
  });
}
