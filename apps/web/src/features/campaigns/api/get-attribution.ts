import { useQuery } from '@tanstack/react-query';
import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

export const attributionKey = (id: string) => ['campaign-attribution', id] as const;

/** GET /api/campaigns/{id}/attribution: what one of the venue's own campaigns brought back to the venue. */
export const useAttribution = (id: string) =>
  useQuery({
    queryKey: attributionKey(id),
    queryFn: ({ signal }) =>
      call(campaignsApi.attribution, { params: { id } }, { signal }).then((d) => d.attribution),
  });
