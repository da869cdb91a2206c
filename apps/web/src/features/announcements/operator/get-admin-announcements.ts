import { useQuery } from '@tanstack/react-query';
import { announcementsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { adminKey } from '../../../lib/operator-key';

export const getAdminAnnouncements = (signal?: AbortSignal) =>
  call(announcementsApi.adminList, {}, { signal });

/** GET /api/admin/announcements: the banners on the role homes, in their order. */
export const useAdminAnnouncements = () =>
  useQuery({
    queryKey: [...adminKey, 'announcements'],
    queryFn: ({ signal }) => getAdminAnnouncements(signal),
  });
