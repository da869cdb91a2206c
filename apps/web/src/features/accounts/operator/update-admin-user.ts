import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useRefreshAdmin } from '../../../lib/operator-key';

/** The fields PUT /api/admin/users/{id} takes; send only what changed (latitude and longitude together). */
export type AdminUserChanges = {
  isActive?: boolean;
  membership?: number;
  latitude?: number;
  longitude?: number;
  level?: number;
  address?: string;
  instagramFollowers?: number | null;
  tiktokFollowers?: number | null;
  youtubeFollowers?: number | null;
};

export const updateAdminUser = ({ id, changes }: { id: string; changes: AdminUserChanges }) =>
  call(accountsApi.adminUpdate, { params: { id }, body: changes });

/** PUT /api/admin/users/{id}: activation, membership, coordinates, level, address and follower counts. */
export function useUpdateAdminUser() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: (data) => {
      notify(data.message);
      return refresh();
    },
  });
}
