import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Me } from '@spruik/shared';
import { accountsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { getToken, saveProfileCache } from '../../../lib/session';
import { meKey } from '../../../lib/query-keys';

export async function getMe(signal?: AbortSignal): Promise<Me> {
  const { user } = await call(accountsApi.getMe, {}, { signal });
  saveProfileCache(user);
  return user;
}

/** GET /api/users/me: the profile and the balances shown in the top bars (also loaded by the role shells' route). */
export const meQuery = queryOptions({ queryKey: meKey, queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery({ ...meQuery, enabled: !!getToken() });
