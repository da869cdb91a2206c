import Chip from '@mui/material/Chip';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import type { VoucherItem } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { WalletRow, WalletRows } from './wallet-row';

/** "20% off" for a discount, the prize for a free item. */
export const voucherOffer = (v: Pick<VoucherItem, 'discount' | 'prize'>) =>
  v.discount ? `${v.discount}% off` : v.prize || 'Voucher';

export function VoucherUsedChip({ used }: { used: boolean }) {
  return (
    <Chip
      size="small"
      label={used ? 'Used' : 'Not used'}
      color={used ? 'default' : 'success'}
      variant="outlined"
      sx={{ fontWeight: 700, height: 22 }}
    />
  );
}

/** The wallet's Vouchers list: venue, offer, used or not; a row opens its details. */
export function VoucherList({
  vouchers,
  onOpen,
}: {
  vouchers: VoucherItem[];
  onOpen: (v: VoucherItem) => void;
}) {
  return (
    <WalletRows items={vouchers}>
      {(v) => (
        <WalletRow
          onClick={() => onOpen(v)}
          data-testid="voucher-row"
          aria-label={`${voucherOffer(v)} at ${v.venueName}`}
          dim={v.isUsed}
          icon={<LocalOfferRounded fontSize="small" />}
          iconColor="secondary.main"
          iconBg="rgba(31,111,107,0.12)"
          title={voucherOffer(v)}
          caption={`${v.venueName} · ${formatDateTime(v.createdAt)}`}
          end={<VoucherUsedChip used={v.isUsed} />}
        />
      )}
    </WalletRows>
  );
}
