import { useQuery } from '@tanstack/react-query';
import type { MenuResponse } from '@spruik/shared';
import { api } from '../../../lib/api';

/** GET /api/menus/{venueId}: a venue's menu for customers. */
export const useVenueMenu = (venueId: string) =>
  useQuery({
    queryKey: ['menu', venueId],
    queryFn: ({ signal }) =>
      api<MenuResponse>(`/api/menus/${encodeURIComponent(venueId)}`, { signal }).then((d) => d.menu),
    enabled: !!venueId,
  });
