import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateMeRequest } from '@spruik/shared';
import { api } from '../../../lib/api';
import { saveProfileCache } from '../../../lib/session';
import { meKey } from './get-me';

export type UpdateMeResponse = { user: Me; message?: string };

export const updateMe = (body: UpdateMeRequest) =>
  api<UpdateMeResponse>('/api/users/me', { method: 'PUT', body });

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
