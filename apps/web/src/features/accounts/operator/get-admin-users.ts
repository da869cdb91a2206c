import { useInfiniteQuery } from '@tanstack/react-query';
import { accountsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { adminKey } from '../../../lib/operator-key';

export type AdminUsersParams = {
  role?: number | '';
  status?: 'pending' | 'active' | 'suspended' | 'unverified' | '';
  q?: string;
};

export const ADMIN_USERS_PER_PAGE = 20;

export const getAdminUsers = (p: AdminUsersParams, cursor: string | undefined, signal?: AbortSignal) =>
  call(
    accountsApi.adminList,
    {
      query: { role: p.role, status: p.status, q: p.q?.trim(), cursor, limit: ADMIN_USERS_PER_PAGE },
    },
    { signal },
  );

/**
 * GET /api/admin/users?role=&status=&q=: accounts, newest first (venues awaiting activation and more), a page
 * at a time as the list scrolls.
 */
export const useAdminUsers = (p: AdminUsersParams) =>
  useInfiniteQuery({
    queryKey: [...adminKey, 'users', p],
    queryFn: ({ pageParam, signal }) => getAdminUsers(p, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
