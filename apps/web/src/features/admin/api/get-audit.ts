import { useInfiniteQuery } from '@tanstack/react-query';
import { auditApi } from '@spruik/shared';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { adminKey } from './keys';

export const AUDIT_PER_PAGE = 20;

export const getAudit = (cursor: string | undefined, signal?: AbortSignal) =>
  call(auditApi.list, { query: { cursor, limit: AUDIT_PER_PAGE } }, { signal });

/** GET /api/admin/audit: who changed what and when, newest first, a page at a time as it scrolls. */
export const useAudit = () =>
  useInfiniteQuery({
    queryKey: [...adminKey, 'audit'],
    queryFn: ({ pageParam, signal }) => getAudit(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
