import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetails } from '@spruik/shared';
import { api } from '../../../lib/api';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { meKey } from '../../profile/api/get-me';
import { campaignDetailsKey, PARTICIPANTS_PER_PAGE } from './get-campaign-details';

type Decision = { participantId: string; approve: boolean; page: number };

/** POST /api/campaigns/{id}/{participantId} { approve }: answers the campaign with that page of participants. */
export function useDecideParticipant(campaignId: string) {
  const qc = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (d: Decision) =>
      api<{ campaign: CampaignDetails; message?: string }>(
        `/api/campaigns/${encodeURIComponent(campaignId)}/${encodeURIComponent(d.participantId)}`,
        {
          body: { approve: d.approve },
          query: { page: d.page, limit: PARTICIPANTS_PER_PAGE },
          idempotencyKey: keys.keyFor([campaignId, d]),
        },
      ),
    onSuccess: ({ campaign }, d) => {
      keys.succeeded([campaignId, d]);
      const { page } = d;
      qc.setQueryData([...campaignDetailsKey(campaignId), page], campaign);
      void qc.invalidateQueries({ queryKey: meKey });
    },
  });
}
