import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { announcementsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { imageUrl, preloadImage } from '../../../lib/image-url';

export const getAnnouncements = (signal?: AbortSignal) =>
  call(announcementsApi.list, {}, { signal }).then((d) => d.announcements);

/** GET /api/announcements for the home sliders (also loaded by the homes' routes). */
export const announcementsQuery = queryOptions({
  queryKey: ['announcements'],
  queryFn: ({ signal }) => getAnnouncements(signal),
  staleTime: 5 * 60_000,
});

export const useAnnouncements = () => useQuery(announcementsQuery);

/**
 * The homes' route loader (app/routes/first-data.ts): the banners, and the first one's image requested as soon
 * as its address is known rather than once the slider has rendered (it is the largest thing a home shows).
 */
export async function loadAnnouncements(client: QueryClient) {
  const first = (await client.ensureQueryData(announcementsQuery)).find((a) => a.imageUrl);
  preloadImage(imageUrl(first?.imageUrl));
}
