import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CampaignDetails } from '@spruik/shared';
import { api } from '../../../lib/api';

/** Participants shown per page on the details screen. */
export const PARTICIPANTS_PER_PAGE = 20;

export const campaignDetailsKey = (id: string) => ['campaign-details', id] as const;

export const getCampaignDetails = (id: string, page: number, signal?: AbortSignal) =>
  api<{ campaign: CampaignDetails }>(`/api/campaigns/${encodeURIComponent(id)}`, {
    query: { page, limit: PARTICIPANTS_PER_PAGE },
    signal,
  }).then((d) => d.campaign);

/** GET /api/campaigns/{id} as the owner: review, analytics and one page of participants. */
export const useCampaignDetails = (id: string, page: number) =>
  useQuery({
    queryKey: [...campaignDetailsKey(id), page],
    queryFn: ({ signal }) => getCampaignDetails(id, page, signal),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });
