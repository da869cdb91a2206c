import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { adminKey } from '../../../lib/operator-key';

export const reconciliationKey = [...adminKey, 'reconciliation'] as const;

export const getReconciliations = (signal?: AbortSignal) => call(operatorApi.reconciliations, {}, { signal });
export const runReconciliation = () => call(operatorApi.reconcile, {});

/** GET /api/admin/ledger/reconciliation: the latest run with its figures and the recent ones (when asked for). */
export const useReconciliations = (enabled: boolean) =>
  useQuery({ queryKey: reconciliationKey, queryFn: ({ signal }) => getReconciliations(signal), enabled });

/** POST /api/admin/ledger/reconciliation: runs it now; the details and the dashboard card show the new run. */
export function useRunReconciliation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: runReconciliation,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: reconciliationKey }),
        qc.invalidateQueries({ queryKey: [...adminKey, 'overview'] }),
      ]),
  });
}
