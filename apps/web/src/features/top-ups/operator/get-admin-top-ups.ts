import { useInfiniteQuery } from '@tanstack/react-query';
import { type TOP_UP_FILTERS } from '@spruik/shared';
import { topUpsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { adminKey } from '../../../lib/operator-key';

export type TopUpFilter = (typeof TOP_UP_FILTERS)[number] | '';
export type AdminTopUpsParams = { q?: string; status?: TopUpFilter };

export const ADMIN_TOP_UPS_PER_PAGE = 20;

export const getAdminTopUps = (p: AdminTopUpsParams, cursor: string | undefined, signal?: AbortSignal) =>
  call(
    topUpsApi.adminList,
    { query: { q: p.q?.trim(), status: p.status, cursor, limit: ADMIN_TOP_UPS_PER_PAGE } },
    { signal },
  );

/** GET /api/admin/top-ups?q=&status=: every top-up, newest first, a page at a time as the list scrolls. */
export const useAdminTopUps = (p: AdminTopUpsParams) =>
  useInfiniteQuery({
    queryKey: [...adminKey, 'top-ups', p],
    queryFn: ({ pageParam, signal }) => getAdminTopUps(p, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
