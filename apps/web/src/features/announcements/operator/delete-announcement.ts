import { useMutation } from '@tanstack/react-query';
import { announcementsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useRefreshAdmin } from '../../../lib/operator-key';

export const deleteAnnouncement = (id: string) => call(announcementsApi.remove, { params: { id } });

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
