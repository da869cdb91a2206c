import { useMutation } from '@tanstack/react-query';
import { announcementsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { uploadImage } from '../../accounts/api/upload-image';
import { useRefreshAdmin } from '../../../lib/operator-key';

export type AnnouncementDraft = {
  /** The announcement being edited; undefined creates a new one. */
  id?: string;
  /** A newly picked image, uploaded first through POST /api/images. */
  file?: File | null;
  link: string;
  /** Whose homes show it: 1 venues, 2 businesses, 3 customers. */
  roles: number[];
};

/** Uploads a picked image, then POST /api/admin/announcements or PUT /api/admin/announcements/{id}. */
export async function saveAnnouncement({ id, file, link, roles }: AnnouncementDraft) {
  const imageUrl = file ? (await uploadImage(file)).filename : undefined;
  const body = { ...(imageUrl ? { imageUrl } : {}), link: link.trim(), roles };
  if (!id) return call(announcementsApi.create, { body });
  return call(announcementsApi.update, { params: { id }, body });
}

export function useSaveAnnouncement() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: (data) => {
      notify(data.message);
      return refresh();
    },
  });
}
