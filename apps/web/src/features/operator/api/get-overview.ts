import { useQuery } from '@tanstack/react-query';
import { operatorApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { adminKey } from '../../../lib/operator-key';

export const getOverview = (signal?: AbortSignal) => call(operatorApi.overview, {}, { signal });

/** GET /api/admin/overview: queue counts, money per balance kind, the ledger status and sign-ups. */
export const useOverview = () =>
  useQuery({ queryKey: [...adminKey, 'overview'], queryFn: ({ signal }) => getOverview(signal) });
