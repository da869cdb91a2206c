import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditResponse } from '@spruik/shared';
import { api } from '../../../lib/api';
import { adminKey } from './keys';

export const AUDIT_PER_PAGE = 20;

export const getAudit = (page: number, signal?: AbortSignal) =>
  api<AuditResponse>('/api/admin/audit', { query: { page, limit: AUDIT_PER_PAGE }, signal });

/** GET /api/admin/audit?page=: who changed what and when, newest first. */
export const useAudit = (page: number) =>
  useQuery({
    queryKey: [...adminKey, 'audit', page],
    queryFn: ({ signal }) => getAudit(page, signal),
    placeholderData: keepPreviousData,
  });
