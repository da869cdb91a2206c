import { useMutation } from '@tanstack/react-query';
import { type SimulatedEvent } from '@spruik/shared';
import { topUpsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useRefreshAdmin } from '../../../lib/operator-key';

export type Simulation = { id: string; event: SimulatedEvent; amount?: string };

export const simulateTopUp = ({ id, event, amount }: Simulation, idempotencyKey?: string) =>
  call(topUpsApi.simulate, { params: { id }, body: { event, amount } }, { idempotencyKey });

/**
 * POST /api/admin/top-ups/{id}/simulate (TEST MODE): the sandbox reports a refund or a dispute, applied as a real
 * provider's would be. The same simulation retried (a lost answer, a double click) is applied once.
 */
export function useSimulateTopUp() {
  const refresh = useRefreshAdmin();
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (s: Simulation) => simulateTopUp(s, keys.keyFor(s)),
    onSuccess: (data, s) => {
      keys.succeeded(s);
      notify(data.message);
      return refresh();
    },
  });
}
