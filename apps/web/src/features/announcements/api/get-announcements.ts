import { useQuery } from '@tanstack/react-query';
import { announcementsApi } from '@spruik/shared';
import { call } from '../../../lib/api';

export const getAnnouncements = (signal?: AbortSignal) =>
  call(announcementsApi.list, {}, { signal }).then((d) => d.announcements);

/** GET /api/announcements for the home sliders. */
export const useAnnouncements = () =>
  useQuery({
    queryKey: ['announcements'],
    queryFn: ({ signal }) => getAnnouncements(signal),
    staleTime: 5 * 60_000,
  });
