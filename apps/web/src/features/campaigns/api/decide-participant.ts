import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetails } from '@spruik/shared';
import { api } from '../../../lib/api';
import { meKey } from '../../profile/api/get-me';
import { campaignDetailsKey, PARTICIPANTS_PER_PAGE } from './get-campaign-details';

type Decision = { participantId: string; approve: boolean; page: number };

/** POST /api/campaigns/{id}/{participantId} { approve }: answers the campaign with that page of participants. */
export function useDecideParticipant(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ participantId, approve, page }: Decision) =>
      api<{ campaign: CampaignDetails; message?: string }>(
        `/api/campaigns/${encodeURIComponent(campaignId)}/${encodeURIComponent(participantId)}`,
        { body: { approve }, query: { page, limit: PARTICIPANTS_PER_PAGE } },
      ),
    onSuccess: ({ campaign }, { page }) => {
      qc.setQueryData([...campaignDetailsKey(campaignId), page], campaign);
      void qc.invalidateQueries({ queryKey: meKey });
    },
  });
}
