import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type Announcement = { _id: string; id?: string; imageUrl: string; link?: string | null };

export const getAnnouncements = (signal?: AbortSignal) =>
  api<{ announcements: Announcement[] }>('/api/announcements', { signal }).then((d) => d.announcements ?? []);

/** GET /api/announcements for the home sliders. */
export const useAnnouncements = () =>
  useQuery({
    queryKey: ['announcements'],
    queryFn: ({ signal }) => getAnnouncements(signal),
    staleTime: 5 * 60_000,
  });
