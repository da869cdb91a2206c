import { useInfiniteQuery } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { adminKey } from '../../../lib/operator-key';

/** 1 pending, 2 paid (verified), 3 rejected; '' lists all. */
export type WithdrawFilter = 1 | 2 | 3 | '';

export const getAdminWithdraws = (
  status: WithdrawFilter,
  q: string,
  cursor: string | undefined,
  signal?: AbortSignal,
) => call(withdrawalsApi.adminList, { query: { status, q, cursor } }, { signal });

/**
 * GET /api/admin/withdraws?status=&q=: the withdrawal queue with each account's bank details, newest first,
 * found by name, e-mail, organisation, amount or id, a page at a time for the infinite scroll.
 */
export const useAdminWithdraws = (status: WithdrawFilter, q = '') =>
  useInfiniteQuery({
    queryKey: [...adminKey, 'withdraws', status, q],
    queryFn: ({ pageParam, signal }) => getAdminWithdraws(status, q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
