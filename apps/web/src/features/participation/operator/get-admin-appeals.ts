import { useInfiniteQuery } from '@tanstack/react-query';
import { participationApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { adminKey } from '../../../lib/operator-key';

export type AppealFilter = 'open' | 'decided';

export const getAdminAppeals = (status: AppealFilter, cursor: string | undefined, signal?: AbortSignal) =>
  call(participationApi.adminAppeals, { query: { status, cursor } }, { signal });

/** GET /api/admin/appeals?status=: open appeals oldest first (a queue), decided ones newest first. */
export const useAdminAppeals = (status: AppealFilter) =>
  useInfiniteQuery({
    queryKey: [...adminKey, 'appeals', status],
    queryFn: ({ pageParam, signal }) => getAdminAppeals(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
