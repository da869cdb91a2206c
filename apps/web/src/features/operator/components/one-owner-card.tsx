import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { FLAG_LIMITS, type OneOwnerCustomer } from '@spruik/shared';
import { money } from '../../../lib/money';
import { FlaggedAccountLine } from './flagged-account-line';

/** A customer paid mostly by one owner: who paid, how much of the customer's earnings, and what they share. */
export function OneOwnerCard({ item: c }: { item: OneOwnerCustomer }) {
  const shared = [c.sharesDevice && 'a device', c.sharesSignupAddress && 'the sign-up address'].filter(
    Boolean,
  );
  return (
    <Card
      component="article"
      aria-label={`${c.customer.name} paid by ${c.owner.organisation ?? c.owner.name}`}
      data-testid="one-owner"
      sx={{ p: 2, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <FlaggedAccountLine account={c.customer} />
        </Box>
        <Chip color="warning" label={`${c.percent}%`} />
      </Box>
      <Typography variant="body2">
        {money(c.paidByOwner)} of {money(c.paidInAll)} earned in {FLAG_LIMITS.oneOwnerDays} days came from
      </Typography>
      <Divider />
      <FlaggedAccountLine account={c.owner} />
      {shared.length > 0 && (
        <Typography variant="body2" color="warning.main" data-testid="one-owner-shared">
          Shares {shared.join(' and ')} with this owner.
        </Typography>
      )}
    </Card>
  );
}
