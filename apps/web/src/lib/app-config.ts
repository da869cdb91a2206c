import { useQuery } from '@tanstack/react-query';
import { venuesApi } from '@spruik/shared/api';
import { call } from './api';

/** GET /api/config: the map tile URL template ('' means draw no tiles) and the service fee on new campaigns. Fetched once per session. */
export const useAppConfig = () =>
  useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => call(venuesApi.config, {}, { signal, silent: true }),
    staleTime: Infinity,
  });
