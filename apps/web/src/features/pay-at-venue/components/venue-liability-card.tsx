import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import { money } from '../../../lib/money';
import { useVenueLiability } from '../api/get-venue-liability';

const offer = (i: { discount: number | null; prize: string | null }) =>
  i.discount ? `${i.discount}% off` : i.prize || 'Voucher';

/**
 * "What you owe in goods" (GET /api/venues/me/liability): money customers hold in pockets here and vouchers not
 * yet redeemed. Both are paid in food and drink, not cash, so they sit apart from the credit.
 */
export function VenueLiabilityCard() {
  const { data, isPending, isError } = useVenueLiability();
  if (isError) return null;
  return (
    <Box
      component="section"
      aria-labelledby="liability-title"
      data-testid="venue-liability"
      sx={{
        p: 2,
        borderRadius: '16px',
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Inventory2Rounded fontSize="small" color="secondary" />
        <Typography id="liability-title" variant="subtitle1" component="h2">
          What you owe in goods
        </Typography>
      </Box>
      {isPending ? (
        <Skeleton variant="rounded" height={56} />
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="caption" color="text.secondary">
                Outstanding pockets
              </Typography>
              <Typography
                variant="h6"
                component="p"
                sx={{ fontWeight: 800 }}
                data-testid="outstanding-pockets"
              >
                {money(data.outstandingPockets)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {data.pocketHolders === 1 ? '1 customer' : `${data.pocketHolders} customers`}
              </Typography>
            </Box>
            <Box sx={{ flex: 1 }}>
              <Typography variant="caption" color="text.secondary">
                Unredeemed vouchers
              </Typography>
              <Typography
                variant="h6"
                component="p"
                sx={{ fontWeight: 800 }}
                data-testid="unredeemed-vouchers"
              >
                {data.unredeemedVouchers.count}
              </Typography>
              {data.unredeemedVouchers.items.length > 0 && (
                <Typography variant="caption" color="text.secondary">
                  {data.unredeemedVouchers.items
                    .slice(0, 3)
                    .map((i) => `${offer(i)} × ${i.count}`)
                    .join(', ')}
                </Typography>
              )}
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
