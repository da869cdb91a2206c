import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outboxApi } from '@spruik/shared';
import { call } from '../../../lib/api';
import { adminKey } from './keys';

export const OUTBOX_PER_PAGE = 20;

export const getOutbox = (p: { to: string; page: number }, signal?: AbortSignal) =>
  call(
    outboxApi.adminList,
    { query: { to: p.to.trim() || undefined, page: p.page, limit: OUTBOX_PER_PAGE } },
    { signal },
  );

/** GET /api/admin/outbox?to=&page=: every e-mail the product wrote, newest first. */
export const useOutbox = (p: { to: string; page: number }) =>
  useQuery({
    queryKey: [...adminKey, 'outbox', p],
    queryFn: ({ signal }) => getOutbox(p, signal),
    placeholderData: keepPreviousData,
  });
