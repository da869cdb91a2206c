import { useInfiniteQuery } from '@tanstack/react-query';
import { FLAG_LIMITS, type SharedBy } from '@spruik/shared';
import { operatorApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { adminKey } from '../../../lib/operator-key';

export type { SharedBy };

/** GET /api/admin/flags/shared?by=: accounts sharing a detail (bank, phone, card, ABN, device, address). */
export const useSharedAccounts = (by: SharedBy) =>
  useInfiniteQuery({
    queryKey: [...adminKey, 'flags', 'shared', by],
    queryFn: ({ pageParam, signal }) =>
      call(
        operatorApi.sharedAccounts,
        { query: { by, cursor: pageParam, limit: FLAG_LIMITS.pageDefault } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });

/** GET /api/admin/flags/withdrawals-after-top-up: withdrawals within 24 hours after a card or PayPal top-up. */
export const useQuickWithdrawals = () =>
  useInfiniteQuery({
    queryKey: [...adminKey, 'flags', 'quick-withdrawals'],
    queryFn: ({ pageParam, signal }) =>
      call(
        operatorApi.quickWithdrawals,
        { query: { cursor: pageParam, limit: FLAG_LIMITS.pageDefault } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });

/** GET /api/admin/flags/paid-by-one-owner: customers whose campaign earnings came mostly from one owner. */
export const usePaidByOneOwner = () =>
  useInfiniteQuery({
    queryKey: [...adminKey, 'flags', 'one-owner'],
    queryFn: ({ pageParam, signal }) =>
      call(
        operatorApi.paidByOneOwner,
        { query: { cursor: pageParam, limit: FLAG_LIMITS.pageDefault } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });

/** GET /api/admin/flags/posts-removed: confirmed posts deleted or made private within 7 days. */
export const useRemovedPosts = () =>
  useInfiniteQuery({
    queryKey: [...adminKey, 'flags', 'posts-removed'],
    queryFn: ({ pageParam, signal }) =>
      call(
        operatorApi.postsRemoved,
        { query: { cursor: pageParam, limit: FLAG_LIMITS.pageDefault } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
