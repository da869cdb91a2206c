import { useQuery } from '@tanstack/react-query';
import { withdrawalsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { adminKey } from '../../../lib/operator-key';

export const getPayoutTimes = (signal?: AbortSignal) =>
  call(withdrawalsApi.payoutTimes, {}, { signal }).then((d) => d.rails);

/** GET /api/admin/payouts/times: per rail, request-to-paid times over 30 days and what is in flight (finance). */
export const usePayoutTimes = () =>
  useQuery({
    queryKey: [...adminKey, 'payout-times'],
    queryFn: ({ signal }) => getPayoutTimes(signal),
  });
