import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { meKey, campaignDetailsKey } from '../../../lib/query-keys';
import { PARTICIPANTS_PER_PAGE } from './get-campaign-details';

type Decision = { participantId: string; approve: boolean; page: number };

export const decideParticipant = (campaignId: string, d: Decision, idempotencyKey?: string) =>
  call(
    campaignsApi.decide,
    {
      params: { id: campaignId, participantId: d.participantId },
      query: { page: d.page, limit: PARTICIPANTS_PER_PAGE },
      body: { approve: d.approve },
    },
    { idempotencyKey },
  );

/** POST /api/campaigns/{id}/{participantId} { approve }: answers the campaign with that page of participants. */
export function useDecideParticipant(campaignId: string) {
  const qc = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (d: Decision) => decideParticipant(campaignId, d, keys.keyFor([campaignId, d])),
    onSuccess: ({ campaign }, d) => {
      keys.succeeded([campaignId, d]);
      const { page } = d;
      qc.setQueryData([...campaignDetailsKey(campaignId), page], campaign);
      void qc.invalidateQueries({ queryKey: meKey });
    },
  });
}
