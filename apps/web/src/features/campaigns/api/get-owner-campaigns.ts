import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@spruik/shared';
import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { ownerCampaignsKey } from '../../../lib/query-keys';

export type OwnerList = 'live' | 'prev';
/** One page of a campaign list (offers, the owner's lists): `total` counts every page. */
export type CampaignPage<T> = { campaigns: T[]; total: number };

export const getOwnerCampaigns = (which: OwnerList, page: number, signal?: AbortSignal) =>
  call(campaignsApi[which], { query: { page, limit: LIMITS.pageSize } }, { signal });

/** Next page number, or undefined once a page comes back empty or everything is loaded (docs/spec.md, Campaigns). */
export function nextPageOf<T>(last: CampaignPage<T>, all: CampaignPage<T>[], lastPage: number) {
  if (last.campaigns.length === 0) return undefined;
  const loaded = all.reduce((n, p) => n + p.campaigns.length, 0);
  return loaded >= last.total ? undefined : lastPage + 1;
}

/** GET /api/campaigns/live | prev, page by page for the infinite scroll (the live list also by its routes). */
export const ownerCampaignsQuery = (which: OwnerList) =>
  infiniteQueryOptions({
    queryKey: [...ownerCampaignsKey, which],
    queryFn: ({ pageParam, signal }) => getOwnerCampaigns(which, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useOwnerCampaigns = (which: OwnerList) => useInfiniteQuery(ownerCampaignsQuery(which));
