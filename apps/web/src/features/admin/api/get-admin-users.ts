import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUsersApi } from '@spruik/shared';
import { call } from '../../../lib/api';
import { adminKey } from './keys';

export type AdminUsersParams = {
  role?: number | '';
  status?: 'pending' | 'active' | '';
  q?: string;
  page?: number;
};

export const ADMIN_USERS_PER_PAGE = 20;

export const getAdminUsers = (p: AdminUsersParams, signal?: AbortSignal) =>
  call(
    adminUsersApi.list,
    {
      query: {
        role: p.role,
        status: p.status,
        q: p.q?.trim(),
        page: p.page ?? 1,
        limit: ADMIN_USERS_PER_PAGE,
      },
    },
    { signal },
  );

/** GET /api/admin/users?role=&status=&q=&page=: accounts, newest first (venues awaiting activation and more). */
export const useAdminUsers = (p: AdminUsersParams) =>
  useQuery({
    queryKey: [...adminKey, 'users', p],
    queryFn: ({ signal }) => getAdminUsers(p, signal),
    placeholderData: keepPreviousData,
  });
