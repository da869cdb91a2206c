import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@spruik/shared';
import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextPageOf } from './get-owner-campaigns';

export const offersKey = ['offers'] as const;

export const getOffers = (page: number, signal?: AbortSignal) =>
  call(campaignsApi.offers, { query: { page, limit: LIMITS.pageSize } }, { signal });

/** GET /api/campaigns?page&limit=10: the campaigns a customer can join, for the infinite scroll. */
export const useOffers = () =>
  useInfiniteQuery({
    queryKey: offersKey,
    queryFn: ({ pageParam, signal }) => getOffers(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
