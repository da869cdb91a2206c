import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { type CampaignPublic } from '@spruik/shared';
import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { activitiesKey, meKey } from '../../../lib/query-keys';
import { offersKey } from './get-offers';
import type { CampaignPage } from './get-owner-campaigns';
import type { VenueOffers } from './get-venue-offers';

type Cached = InfiniteData<CampaignPage<CampaignPublic>> | VenueOffers | undefined;

/** Drops a campaign from every cached offer list (the infinite one and the per-venue ones). */
function without(data: Cached, id: string): Cached {
  if (!data) return data;
  if ('pages' in data)
    return {
      ...data,
      pages: data.pages.map((p) => ({ ...p, campaigns: p.campaigns.filter((c) => c.id !== id) })),
    };
  return { ...data, campaigns: data.campaigns.filter((c) => c.id !== id) };
}

/** Silent: the dialog says a refusal itself (for energy, with what the quiz can do about it now). */
export const acceptCampaign = (id: string) => call(campaignsApi.accept, { params: { id } }, { silent: true });

/**
 * POST /api/campaigns/{id}/accept. The campaign disappears from the lists at once; the lists then reload
 * (the pages shift by one), and the energy and the activities refresh.
 */
export function useAcceptCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: acceptCampaign,
    onSuccess: (_data, id) => {
      qc.setQueriesData<Cached>({ queryKey: offersKey }, (d) => without(d, id));
      void qc.invalidateQueries({ queryKey: offersKey });
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: activitiesKey });
    },
  });
}
