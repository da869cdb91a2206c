import { useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { adminKey } from '../../../lib/operator-key';

export const getLedgerCheck = (signal?: AbortSignal) => call(operatorApi.ledgerCheck, {}, { signal });

/**
 * GET /api/admin/ledger/check: runs the invariant check now, with every problem it found (when asked for).
 * The server stores the result, so the overview's ledger card is refreshed to show it.
 */
export const useLedgerCheck = (enabled: boolean) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...adminKey, 'ledger-check'],
    queryFn: async ({ signal }) => {
      const check = await getLedgerCheck(signal);
      void queryClient.invalidateQueries({ queryKey: [...adminKey, 'overview'] });
      return check;
    },
    enabled,
    staleTime: 0,
  });
};
