import { useInfiniteQuery } from '@tanstack/react-query';
import { type AuditQueryIn } from '@spruik/shared';
import { operatorApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { adminKey } from '../../../lib/operator-key';

export const AUDIT_PER_PAGE = 20;

/** The log's filters as the page holds them; '' is "any". from/to are instants (the operator's local days). */
export type AuditFilters = {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
};

export const NO_AUDIT_FILTERS: AuditFilters = {
  actor: '',
  action: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};

export const getAudit = (f: AuditFilters, cursor: string | undefined, signal?: AbortSignal) =>
  call(
    operatorApi.audit,
    { query: { ...f, cursor, limit: AUDIT_PER_PAGE } satisfies AuditQueryIn },
    { signal },
  );

/** GET /api/admin/audit: who changed what and when, newest first, filtered, a page at a time as it scrolls. */
export const useAudit = (f: AuditFilters = NO_AUDIT_FILTERS) =>
  useInfiniteQuery({
    queryKey: [...adminKey, 'audit', f],
    queryFn: ({ pageParam, signal }) => getAudit(f, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
