import { useQuery } from '@tanstack/react-query';
import { ledgerAdminApi } from '@spruik/shared';
import { call } from '../../../lib/api';
import { adminKey } from './keys';

export const getLedgerCheck = (signal?: AbortSignal) => call(ledgerAdminApi.check, {}, { signal });

/** GET /api/admin/ledger/check: the invariant check with every problem it found (read when asked for). */
export const useLedgerCheck = (enabled: boolean) =>
  useQuery({
    queryKey: [...adminKey, 'ledger-check'],
    queryFn: ({ signal }) => getLedgerCheck(signal),
    enabled,
    staleTime: 0,
  });
