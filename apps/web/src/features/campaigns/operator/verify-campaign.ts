import { useMutation } from '@tanstack/react-query';
import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useRefreshAdmin } from '../../../lib/operator-key';

export type VerifyInput = { id: string; approve: boolean; reason?: string };

export const verifyCampaign = ({ id, approve, reason }: VerifyInput, idempotencyKey?: string) =>
  call(campaignsApi.verify, { params: { id }, body: { approve, reason: reason ?? '' } }, { idempotencyKey });

/** POST /api/admin/campaigns/{id}/verify { approve, reason }: goes live, or is rejected with the escrow refunded. */
export function useVerifyCampaign() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: VerifyInput) => verifyCampaign(input, keys.keyFor(input)),
    onSuccess: (data, input) => {
      keys.succeeded(input);
      notify(data.message);
      return refresh();
    },
  });
}
