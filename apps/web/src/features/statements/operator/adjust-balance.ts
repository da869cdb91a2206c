import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdjustmentRequest } from '@spruik/shared';
import { statementsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { statementKey } from '../../../lib/query-keys';
import { adminKey } from '../../../lib/operator-key';

export type Adjustment = { direction: 'credit' | 'debit'; amount: string; reason: string };

export const adjustBalance = (userId: string, body: AdjustmentRequest, idempotencyKey?: string) =>
  call(statementsApi.adjust, { params: { id: userId }, body }, { idempotencyKey });

/**
 * POST /api/admin/users/{id}/adjustments: one adjustment per confirmation (an Idempotency-Key per intended
 * adjustment, so a retry after a lost answer adjusts once). The statement and the console refresh after it.
 */
export function useAdjustBalance(userId: string) {
  const qc = useQueryClient();
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (a: Adjustment) => adjustBalance(userId, a, keys.keyFor(a)),
    onSuccess: (data, a) => {
      keys.succeeded(a);
      notify(data.message);
      void qc.invalidateQueries({ queryKey: statementKey });
      return qc.invalidateQueries({ queryKey: adminKey });
    },
  });
}
