import { useMutation } from '@tanstack/react-query';
import type { CampaignDetails } from '@spruik/shared';
import { api } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useRefreshAdmin } from './keys';

export type VerifyInput = { id: string; approve: boolean; reason?: string };

export const verifyCampaign = ({ id, approve, reason }: VerifyInput) =>
  api<{ campaign: CampaignDetails; message: string }>(
    `/api/admin/campaigns/${encodeURIComponent(id)}/verify`,
    { body: { approve, reason: reason ?? '' } },
  );

/** POST /api/admin/campaigns/{id}/verify { approve, reason }: goes live, or is rejected with the escrow refunded. */
export function useVerifyCampaign() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  return useMutation({
    mutationFn: verifyCampaign,
    onSuccess: (data) => {
      notify(data.message);
      return refresh();
    },
  });
}
