import { useQuery, useQueryClient } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { meKey, withdrawsKey } from '../../../lib/query-keys';

export const getWithdraws = (signal?: AbortSignal) =>
  call(withdrawalsApi.listOwn, {}, { signal }).then((d) => d.withdraws);

/** GET /api/withdraws: the caller's own withdrawals, newest first. A failure reloads the balance (docs/spec.md, Withdrawals and payouts). */
export function useWithdraws() {
  const qc = useQueryClient();
  return useQuery({
    queryKey: withdrawsKey,
    queryFn: async ({ signal }) => {
      try {
        return await getWithdraws(signal);
      } catch (e) {
        void qc.invalidateQueries({ queryKey: meKey });
        throw e;
      }
    },
  });
}
