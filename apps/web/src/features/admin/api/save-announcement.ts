import { useMutation } from '@tanstack/react-query';
import type { AdminAnnouncement } from '@spruik/shared';
import { api } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { uploadImage } from '../../profile/api/upload-image';
import { useRefreshAdmin } from './keys';

export type AnnouncementDraft = {
  /** The announcement being edited; undefined creates a new one. */
  id?: string;
  /** A newly picked image, uploaded first through POST /api/images. */
  file?: File | null;
  link: string;
};

type Saved = { announcement: AdminAnnouncement; message: string };

/** Uploads a picked image, then POST /api/admin/announcements or PUT /api/admin/announcements/{id}. */
export async function saveAnnouncement({ id, file, link }: AnnouncementDraft): Promise<Saved> {
  const imageUrl = file ? (await uploadImage(file)).filename : undefined;
  const body = { ...(imageUrl ? { imageUrl } : {}), link: link.trim() };
  if (!id) return api<Saved>('/api/admin/announcements', { body });
  return api<Saved>(`/api/admin/announcements/${encodeURIComponent(id)}`, { method: 'PUT', body });
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
