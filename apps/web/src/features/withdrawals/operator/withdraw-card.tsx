import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { WITHDRAW_STATUS, type AdminWithdrawItem } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { money } from '../../../lib/money';
import { BankDetails } from './bank-details';
import { PayoutChips, PayoutFacts } from './payout-facts';
import { TaxFacts } from './tax-facts';
import { roleName } from '../../accounts/operator/user-row';

/** Who is paid: the venue's or business's name, else the customer's own. */
export const payeeName = (w: AdminWithdrawItem) => w.user.organisation ?? w.user.name;

/** The short id the card shows and the search finds (its first 8 characters). */
export const shortId = (id: string) => id.slice(0, 8);

/** Waiting for the operator: Pay (or Approve) and Reject apply. Queued or sent ones are in the provider's hands. */
export const awaitsOperator = (w: AdminWithdrawItem) =>
  w.status === WITHDRAW_STATUS.pending && w.state === 'waiting';

/**
 * Only a waiting bank-transfer withdrawal with bank details, not held for review, whose payee gave tax details,
 * can be marked paid or put in the ABA bank file, alone or with others. Stripe and PayPal ones are approved one
 * by one and go out by rail.
 */
export const payable = (w: AdminWithdrawItem) =>
  awaitsOperator(w) && w.rail === 'bank' && !!w.bank && !w.held && !!w.taxDetails;

/**
 * One withdrawal: who (the organisation first, then the person), how much, when, how it is paid (its rail and
 * state), the bank details copied onto the request (with a flag when they changed in the 7 days before it) or
 * the Stripe account or PayPal e-mail, why it waits, and Pay (bank transfer, needs bank details) or Approve
 * (Stripe, PayPal) and Reject while it waits. A payable one has a box to choose it for a bulk "mark paid" or the
 * bank file. A held one (a refund or chargeback of a campaign owner that paid this creator) says why and offers
 * Release instead of Pay.
 */
export function WithdrawCard({
  withdraw: w,
  onDecide,
  onRelease,
  releasing,
  selected,
  onSelect,
}: {
  withdraw: AdminWithdrawItem;
  onDecide: (approve: boolean) => void;
  onRelease: () => void;
  releasing: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const payee = payeeName(w);
  return (
    <Card
      component="article"
      aria-label={`${payee} ${money(w.amount)}`}
      data-testid="withdraw-card"
      data-withdraw-id={w.id}
      sx={{
        p: 2,
        borderRadius: '16px',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        outline: selected ? '2px solid' : 'none',
        outlineColor: 'success.main',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        {payable(w) && (
          <Checkbox
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            slotProps={{ input: { 'aria-label': `Choose ${payee} ${money(w.amount)}` } }}
            // 44 px: a phone's tap target.
            sx={{ p: '10px', m: '-10px', mr: 0 }}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            data-testid="withdraw-payee"
            sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {payee}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {w.user.organisation ? `${w.user.name} · ` : ''}
            {roleName(w.user.role)} · {w.user.email}
          </Typography>
        </Box>
        <Typography variant="h5" component="p" data-testid="withdraw-amount">
          {money(w.amount)}
        </Typography>
      </Box>
      {w.rail === 'bank' && <BankDetails bank={w.bank} />}
      <TaxFacts taxDetails={w.taxDetails} />
      <PayoutFacts withdraw={w} />
      {w.bankChangedRecently && (
        <Alert severity="warning" data-testid="bank-changed-flag" sx={{ py: 0 }}>
          Bank details changed in the 7 days before this request. Check with the account holder before paying.
        </Alert>
      )}
      {w.held && w.status === WITHDRAW_STATUS.pending && (
        <Alert severity="error" data-testid="withdraw-held" sx={{ py: 0, overflowWrap: 'anywhere' }}>
          Held for review since {formatDateTime(w.held.at)}: {w.held.reason} Check the payments before
          releasing it.
        </Alert>
      )}
      {w.rejectReason && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Rejected: {w.rejectReason}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <PayoutChips withdraw={w} />
        <Typography variant="caption" color="text.secondary">
          #{shortId(w.id)} · Requested {formatDateTime(w.createdAt)}
          {w.decidedAt && ` · decided ${formatDateTime(w.decidedAt)}`}
        </Typography>
      </Box>
      {awaitsOperator(w) && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          {w.held ? (
            <Button variant="contained" disabled={releasing} onClick={onRelease} sx={{ flex: 1 }}>
              Release
            </Button>
          ) : (
            <Button
              variant="contained"
              color="success"
              // Paid means transferred to the copied details: without them it cannot be. No payout leaves
              // without the payee's tax details either.
              disabled={(w.rail === 'bank' && !w.bank) || !w.taxDetails}
              onClick={() => onDecide(true)}
              sx={{ flex: 1 }}
            >
              {w.rail === 'bank' ? 'Pay' : 'Approve'}
            </Button>
          )}
          <Button variant="outlined" color="error" onClick={() => onDecide(false)} sx={{ flex: 1 }}>
            Reject
          </Button>
        </Box>
      )}
    </Card>
  );
}
