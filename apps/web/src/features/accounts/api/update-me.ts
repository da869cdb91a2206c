import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateMeRequest } from '@spruik/shared';
import { accountsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { saveProfileCache } from '../../../lib/session';
import { meKey } from '../../../lib/query-keys';

export const updateMe = (body: UpdateMeRequest) => call(accountsApi.updateMe, { body });

/** PUT /api/users/me; refreshes the cached profile on success. */
export function useUpdateMe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: ({ user }) => {
      if (user) {
        qc.setQueryData(meKey, user);
        saveProfileCache(user);
      }
      void qc.invalidateQueries({ queryKey: meKey });
    },
  });
}
