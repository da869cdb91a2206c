import { useInfiniteQuery } from '@tanstack/react-query';
import { mailApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { adminKey } from '../../../lib/operator-key';

export const OUTBOX_PER_PAGE = 20;

export const getOutbox = (p: { to: string }, cursor: string | undefined, signal?: AbortSignal) =>
  call(
    mailApi.adminList,
    { query: { to: p.to.trim() || undefined, cursor, limit: OUTBOX_PER_PAGE } },
    { signal },
  );

/** GET /api/admin/outbox?to=: every e-mail the product wrote, newest first, a page at a time as it scrolls. */
export const useOutbox = (p: { to: string }) =>
  useInfiniteQuery({
    queryKey: [...adminKey, 'outbox', p],
    queryFn: ({ pageParam, signal }) => getOutbox(p, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
