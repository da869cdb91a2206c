import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditApi } from '@spruik/shared';
import { call } from '../../../lib/api';
import { adminKey } from './keys';

export const AUDIT_PER_PAGE = 20;

export const getAudit = (page: number, signal?: AbortSignal) =>
  call(auditApi.list, { query: { page, limit: AUDIT_PER_PAGE } }, { signal });

/** GET /api/admin/audit?page=: who changed what and when, newest first. */
export const useAudit = (page: number) =>
  useQuery({
    queryKey: [...adminKey, 'audit', page],
    queryFn: ({ signal }) => getAudit(page, signal),
    placeholderData: keepPreviousData,
  });
