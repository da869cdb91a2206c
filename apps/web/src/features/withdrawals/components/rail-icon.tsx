import Box from '@mui/material/Box';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import EmailRounded from '@mui/icons-material/EmailRounded';
import type { PayoutRail } from '@spruik/shared';

const ICON = { stripe: BoltRounded, paypal: EmailRounded, bank: AccountBalanceRounded } as const;

/** A payout rail's icon in a soft round badge (decorative: the rail's name is always beside it). */
export function RailIcon({ rail }: { rail: PayoutRail }) {
  const Icon = ICON[rail];
  return (
    <Box
      aria-hidden
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(176,63,18,0.1)',
        color: 'primary.main',
      }}
    >
      <Icon fontSize="small" />
    </Box>
  );
}
