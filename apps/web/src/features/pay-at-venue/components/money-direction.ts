import type { PaymentItem } from '@spruik/shared';
import { MONEY_IN_COLOR, MONEY_OUT_COLOR } from '../../../lib/money';

/** Read from the viewer's side (docs/spec.md, Pay at venue): green is money in (type 1), pink is money out (lib/money.ts). */
export { MONEY_IN_COLOR, MONEY_OUT_COLOR };

export const isMoneyIn = (p: Pick<PaymentItem, 'type'>) => p.type === 1;
export const directionColor = (p: Pick<PaymentItem, 'type'>) =>
  isMoneyIn(p) ? MONEY_IN_COLOR : MONEY_OUT_COLOR;

/** What a row of the customer's list is. */
export function paymentKind(p: Pick<PaymentItem, 'type' | 'isWithdraw'>): string {
  if (p.isWithdraw) return 'Withdrawal';
  return isMoneyIn(p) ? 'Money received' : 'Payment at venue';
}
