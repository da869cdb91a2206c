import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Me } from '@spruik/shared';
import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { meKey, ownerCampaignsKey } from '../../../lib/query-keys';

/** What the campaign form sends (numbers as typed); the server's schema reads text or numbers alike. */
export type CreateCampaignBody = {
  type: number;
  title: string;
  conditions: string;
  platform: string | null;
  link: string | null;
  participantsCount: string;
  participantsShare: string | null;
  endDate: string;
  item: string | null;
  discount: string | null;
  autoApprove: boolean;
  /** Types 6 and 7; false for the others. */
  requiresVisit: boolean;
};

export const createCampaign = (body: CreateCampaignBody, idempotencyKey?: string) =>
  call(campaignsApi.create, { body }, { idempotencyKey });

/** POST /api/campaigns: the escrow leaves the credit, so the user (credit) and the owner's lists refresh. */
export function useCreateCampaign() {
  const qc = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: CreateCampaignBody) => createCampaign(body, keys.keyFor(body)),
    onSuccess: ({ credit }, body) => {
      keys.succeeded(body);
      // docs/spec.md, Campaigns: creating a campaign updates the shown credit with the returned one.
      qc.setQueryData<Me>(meKey, (me) => (me ? { ...me, details: { ...me.details, credit } } : me));
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: ownerCampaignsKey });
    },
  });
}
