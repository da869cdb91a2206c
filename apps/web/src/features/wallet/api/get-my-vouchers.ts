import { useQuery } from '@tanstack/react-query';
import type { VoucherItem } from '@spruik/shared';
import { api } from '../../../lib/api';

export const myVouchersKey = ['vouchers', 'mine'] as const;

export const getMyVouchers = (signal?: AbortSignal) =>
  api<{ vouchers: VoucherItem[] }>('/api/vouchers', { signal }).then((d) => d.vouchers);

/** GET /api/vouchers as a customer: every voucher, used or not. */
export const useMyVouchers = (enabled = true) =>
  useQuery({ queryKey: myVouchersKey, queryFn: ({ signal }) => getMyVouchers(signal), enabled });
