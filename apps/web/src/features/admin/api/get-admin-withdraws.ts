import { useQuery } from '@tanstack/react-query';
import type { AdminWithdrawItem } from '@spruik/shared';
import { api } from '../../../lib/api';
import { adminKey } from './keys';

/** 1 pending, 2 paid (verified), 3 rejected; '' lists all. */
export type WithdrawFilter = 1 | 2 | 3 | '';

export const getAdminWithdraws = (status: WithdrawFilter, signal?: AbortSignal) =>
  api<{ withdraws: AdminWithdrawItem[] }>('/api/admin/withdraws', { query: { status }, signal });

/** GET /api/admin/withdraws?status=: the withdrawal queue with each account's bank details. */
export const useAdminWithdraws = (status: WithdrawFilter) =>
  useQuery({
    queryKey: [...adminKey, 'withdraws', status],
    queryFn: ({ signal }) => getAdminWithdraws(status, signal),
  });
