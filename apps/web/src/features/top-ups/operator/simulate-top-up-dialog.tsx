import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { parseMoneyText, type AdminTopUpItem, type SimulatedEvent } from '@spruik/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MoneyField } from '../../../components/ui/money-field';
import { money, moneyCents, moneyPlain, toCents } from '../../../lib/money';
import { useSimulateTopUp } from './simulate-top-up';
import { useLast } from '../../../lib/use-last';

export type TopUpSimulation = { topUp: AdminTopUpItem; event: SimulatedEvent };

const TITLES: Record<SimulatedEvent, string> = {
  refund: 'Refund this top-up?',
  dispute_opened: 'Open a dispute on this top-up?',
  dispute_won: 'Close the dispute as won?',
  dispute_lost: 'Close the dispute as lost?',
};

const hasAmount = (e: SimulatedEvent | undefined) => e === 'refund' || e === 'dispute_opened';

/**
 * TEST MODE: the sandbox reports a refund or a dispute, as Stripe or PayPal would. The dialog says what will
 * happen to the payer's credit and account before it is applied.
 */
export function SimulateTopUpDialog({
  simulation,
  onClose,
}: {
  simulation: TopUpSimulation | null;
  onClose: () => void;
}) {
  const simulate = useSimulateTopUp();
  const shown = useLast(simulation);
  const t = shown?.topUp;
  const event = shown?.event;
  const [typed, setTyped] = useState<string | null>(null);
  const amountText = typed ?? moneyPlain(t?.remaining ?? 0);
  const cents = parseMoneyText(amountText);
  const tooMuch = cents !== null && cents > toCents(t?.remaining ?? 0);
  const invalid = hasAmount(event) && (cents === null || cents <= 0 || tooMuch);
  const close = () => {
    setTyped(null);
    onClose();
  };
  const who = t ? t.user.organisation || t.user.name : '';
  const effect =
    event === 'dispute_won'
      ? 'What the dispute took comes back: to their credit, and the part already spent to the platform. The account stays suspended until you reactivate it in Users.'
      : event === 'dispute_lost'
        ? 'Nothing more moves: the money the dispute took stays returned to the payer.'
        : "What is left of their credit goes back, up to this amount; the rest is booked as the platform's loss. Their account is suspended for review and they are messaged.";
  return (
    <ConfirmDialog
      open={!!simulation}
      title={TITLES[event ?? 'refund']}
      confirmLabel={
        hasAmount(event)
          ? `${event === 'refund' ? 'Refund' : 'Open dispute for'} ${cents === null ? '' : moneyCents(cents)}`
          : 'Apply'
      }
      color={event === 'dispute_won' ? 'success' : 'error'}
      busy={simulate.isPending}
      disabled={invalid}
      onClose={close}
      onConfirm={() =>
        t &&
        event &&
        simulate.mutate(
          { id: t.id, event, amount: hasAmount(event) ? amountText : undefined },
          { onSuccess: close },
        )
      }
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        TEST MODE: the sandbox reports this as the payment provider would.
      </Alert>
      {`${money(t?.amount)} top-up by ${who}. ${effect}`}
      {hasAmount(event) && (
        <MoneyField
          label="Amount"
          value={amountText}
          onChange={setTyped}
          fullWidth
          error={invalid}
          helperText={tooMuch ? `At most ${money(t?.remaining)} is left.` : `Up to ${money(t?.remaining)}`}
          sx={{ mt: 2 }}
        />
      )}
    </ConfirmDialog>
  );
}
