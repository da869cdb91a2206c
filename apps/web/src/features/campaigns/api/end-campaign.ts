import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { money } from '../../../lib/money';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { meKey, campaignDetailsKey, ownerCampaignsKey } from '../../../lib/query-keys';

/** POST /api/campaigns/{id}/end: the owner ends their campaign; the rest of the escrow comes back. */
export function useEndCampaign(campaignId: string) {
  const qc = useQueryClient();
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: () =>
      call(campaignsApi.end, { params: { id: campaignId } }, { idempotencyKey: keys.keyFor([campaignId]) }),
    onSuccess: (data) => {
      keys.succeeded([campaignId]);
      notify(`${data.message} ${money(data.refunded)} was returned to your credit.`);
      void qc.invalidateQueries({ queryKey: campaignDetailsKey(campaignId) });
      void qc.invalidateQueries({ queryKey: ownerCampaignsKey });
      void qc.invalidateQueries({ queryKey: meKey });
    },
    // Refused (appeals, already ended): the api client showed the server's text; the details show why now.
    onError: () => void qc.invalidateQueries({ queryKey: campaignDetailsKey(campaignId) }),
  });
}
