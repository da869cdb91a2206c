import { useQuery } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared';
import { call } from '../../../lib/api';
import { adminKey } from './keys';

/** 1 pending, 2 paid (verified), 3 rejected; '' lists all. */
export type WithdrawFilter = 1 | 2 | 3 | '';

export const getAdminWithdraws = (status: WithdrawFilter, signal?: AbortSignal) =>
  call(withdrawalsApi.adminList, { query: { status } }, { signal });

/** GET /api/admin/withdraws?status=: the withdrawal queue with each account's bank details. */
export const useAdminWithdraws = (status: WithdrawFilter) =>
  useQuery({
    queryKey: [...adminKey, 'withdraws', status],
    queryFn: ({ signal }) => getAdminWithdraws(status, signal),
  });
