import { useQuery } from '@tanstack/react-query';
import { menusApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

/** GET /api/menus/{venueId}: a venue's menu for customers. */
export const useVenueMenu = (venueId: string) =>
  useQuery({
    queryKey: ['menu', venueId],
    queryFn: ({ signal }) => call(menusApi.ofVenue, { params: { venueId } }, { signal }).then((d) => d.menu),
    enabled: !!venueId,
  });
