import { useQuery } from '@tanstack/react-query';
import type { AdminAnnouncement } from '@spruik/shared';
import { api } from '../../../lib/api';
import { adminKey } from './keys';

export const getAdminAnnouncements = (signal?: AbortSignal) =>
  api<{ announcements: AdminAnnouncement[] }>('/api/admin/announcements', { signal });

/** GET /api/admin/announcements: the banners on the role homes, in their order. */
export const useAdminAnnouncements = () =>
  useQuery({
    queryKey: [...adminKey, 'announcements'],
    queryFn: ({ signal }) => getAdminAnnouncements(signal),
  });
