import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useRefreshAdmin } from './keys';

export const deleteAnnouncement = (id: string) =>
  api<{ message: string }>(`/api/admin/announcements/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** DELETE /api/admin/announcements/{id}: final. */
export function useDeleteAnnouncement() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: (data) => {
      notify(data.message);
      return refresh();
    },
  });
}
