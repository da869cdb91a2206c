import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@spruik/shared';
import { api } from '../../../lib/api';
import { adminKey } from './keys';

export const getOverview = (signal?: AbortSignal) => api<AdminOverview>('/api/admin/overview', { signal });

/** GET /api/admin/overview: queue counts, money per balance kind, the ledger status and sign-ups. */
export const useOverview = () =>
  useQuery({ queryKey: [...adminKey, 'overview'], queryFn: ({ signal }) => getOverview(signal) });
