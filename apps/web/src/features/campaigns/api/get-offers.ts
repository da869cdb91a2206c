import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type CampaignPublic } from '@spruik/shared';
import { api } from '../../../lib/api';
import { nextPageOf, type CampaignPage } from './get-owner-campaigns';

export const offersKey = ['offers'] as const;

export const getOffers = (page: number, signal?: AbortSignal) =>
  api<CampaignPage<CampaignPublic>>('/api/campaigns', { query: { page, limit: LIMITS.pageSize }, signal });

/** GET /api/campaigns?page&limit=10: the campaigns a customer can join, for the infinite scroll. */
export const useOffers = () =>
  useInfiniteQuery({
    queryKey: offersKey,
    queryFn: ({ pageParam, signal }) => getOffers(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
