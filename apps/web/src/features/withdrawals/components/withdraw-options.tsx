import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { RAIL_LABEL, type BankDetails, type PayoutAccount } from '@spruik/shared';
import { TAP_TARGET_SX } from '../../../components/ui/tap-target';
import { canPayInstantly, destinationText, instantFeeText, percentText } from '../payout-texts';
import { RailIcon } from './rail-icon';

/** Where this withdrawal goes: the rail and its destination; bank details can be changed from here. */
export function PayoutDestination({
  account,
  bank,
  onChangeBank,
}: {
  account: PayoutAccount | null;
  bank: BankDetails | null;
  onChangeBank: () => void;
}) {
  const rail = account?.rail ?? 'bank';
  return (
    <Box
      data-testid="withdraw-destination"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: '12px',
        bgcolor: 'background.default',
      }}
    >
      <RailIcon rail={rail} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {RAIL_LABEL[rail]}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {destinationText(account, bank)}
        </Typography>
      </Box>
      {rail === 'bank' && (
        <Link component="button" type="button" variant="body2" onClick={onChangeBank} sx={TAP_TARGET_SX}>
          Change
        </Link>
      )}
    </Box>
  );
}

/**
 * Standard or instant (a ready Stripe account only). Chosen instant, the fee and what the payee receives for
 * the amount typed are stated here, before they confirm.
 */
export function InstantChoice({
  account,
  amountText,
  instant,
  onChange,
}: {
  account: PayoutAccount | null;
  amountText: string;
  instant: boolean;
  onChange: (instant: boolean) => void;
}) {
  if (!account || !canPayInstantly(account)) return null;
  return (
    <Box>
      <RadioGroup
        value={instant ? 'instant' : 'standard'}
        onChange={(e) => onChange(e.target.value === 'instant')}
        aria-label="Payout speed"
      >
        <FormControlLabel
          value="standard"
          control={<Radio />}
          label="Standard: no fee"
          sx={{ minHeight: 44 }}
        />
        <FormControlLabel
          value="instant"
          control={<Radio />}
          label={`Instant: in minutes, ${percentText(account.instantFeePercent)} fee`}
          sx={{ minHeight: 44 }}
        />
      </RadioGroup>
      {instant && (
        <Alert severity="info" icon={false} data-testid="instant-fee" sx={{ mt: 0.5, fontWeight: 600 }}>
          {instantFeeText(amountText, account.instantFeePercent)}
        </Alert>
      )}
    </Box>
  );
}
