import { useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@spruik/shared';
import { api } from '../../../lib/api';

/** GET /api/config: the map tile URL template ('' means draw no tiles). Fetched once per session. */
export const useAppConfig = () =>
  useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => api<AppConfig>('/api/config', { signal, silent: true }),
    staleTime: Infinity,
  });
