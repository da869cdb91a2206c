import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { meKey, campaignDetailsKey } from '../../../lib/query-keys';
import { PARTICIPANTS_PER_PAGE } from './get-campaign-details';

import type { RejectReason } from '@spruik/shared';

/** A rejection names a reason (and, for `other`, a note). */
type Decision = {
  participantId: string;
  approve: boolean;
  page: number;
  reason?: RejectReason;
  note?: string;
};

export const decideParticipant = (campaignId: string, d: Decision, idempotencyKey?: string) =>
  call(
    campaignsApi.decide,
    {
      params: { id: campaignId, participantId: d.participantId },
      query: { page: d.page, limit: PARTICIPANTS_PER_PAGE },
      body: d.approve ? { approve: true } : { approve: false, reason: d.reason, note: d.note },
    },
    { idempotencyKey },
  );

/** POST /api/campaigns/{id}/{participantId} { approve, reason?, note? }: answers the campaign with that page of participants. */
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
