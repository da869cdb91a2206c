import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import type { VoucherItem } from '@spruik/shared';
import { shortDateTime } from '../../../lib/date';

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
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {vouchers.map((v) => (
        <li key={v._id}>
          <ButtonBase
            onClick={() => onOpen(v)}
            data-testid="voucher-row"
            aria-label={`${voucherOffer(v)} at ${v.venueName}`}
            sx={{
              width: '100%',
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              textAlign: 'left',
              borderRadius: '14px',
              border: '1px solid',
              borderColor: 'divider',
              bgcolor: 'background.paper',
              opacity: v.isUsed ? 0.7 : 1,
            }}
          >
            <Box
              sx={{
                width: 40,
                height: 40,
                flexShrink: 0,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: 'secondary.main',
                bgcolor: 'rgba(31,111,107,0.12)',
              }}
            >
              <LocalOfferRounded fontSize="small" />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }} noWrap>
                {voucherOffer(v)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" noWrap>
                {v.venueName} · {shortDateTime(v.createdAt)}
              </Typography>
            </Box>
            <VoucherUsedChip used={v.isUsed} />
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
