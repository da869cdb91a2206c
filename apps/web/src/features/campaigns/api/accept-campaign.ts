import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CampaignPublic } from '@spruik/shared';
import { api } from '../../../lib/api';
import { activitiesKey } from '../../activities/api/get-activities';
import { meKey } from '../../profile/api/get-me';
import { offersKey } from './get-offers';
import type { CampaignPage } from './get-owner-campaigns';
import type { VenueOffers } from './get-venue-offers';

export type AcceptResponse = { message?: string; energy: number; activity: { _id: string; id: string } };

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

/**
 * POST /api/campaigns/{id}/accept. The campaign disappears from the lists at once; the lists then reload
 * (the pages shift by one), and the energy and the activities refresh.
 */
export function useAcceptCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<AcceptResponse>(`/api/campaigns/${encodeURIComponent(id)}/accept`, { method: 'POST' }),
    onSuccess: (_data, id) => {
      qc.setQueriesData<Cached>({ queryKey: offersKey }, (d) => without(d, id));
      void qc.invalidateQueries({ queryKey: offersKey });
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: activitiesKey });
    },
  });
}
