import { useQuery } from '@tanstack/react-query';
import { payAtVenueApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { myVouchersKey } from '../../../lib/query-keys';

export const getMyVouchers = (signal?: AbortSignal) =>
  call(payAtVenueApi.vouchers, {}, { signal }).then((d) => d.vouchers);

/** GET /api/vouchers as a customer: every voucher, used or not. */
export const useMyVouchers = (enabled = true) =>
  useQuery({ queryKey: myVouchersKey, queryFn: ({ signal }) => getMyVouchers(signal), enabled });
