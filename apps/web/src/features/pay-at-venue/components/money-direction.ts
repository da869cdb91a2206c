import type { PaymentItem } from '@spruik/shared';
import { MONEY_IN_COLOR, MONEY_OUT_COLOR } from '../../../lib/money';

/** RULINGS.md, read from the viewer's side: green is money in (type 1), pink is money out (lib/money.ts). */
export { MONEY_IN_COLOR, MONEY_OUT_COLOR };

export const isMoneyIn = (p: Pick<PaymentItem, 'type'>) => p.type === 1;
export const directionColor = (p: Pick<PaymentItem, 'type'>) =>
  isMoneyIn(p) ? MONEY_IN_COLOR : MONEY_OUT_COLOR;

/** What a row of the customer's list is. */
export function paymentKind(p: Pick<PaymentItem, 'type' | 'isWithdraw'>): string {
  if (p.isWithdraw) return 'Withdrawal';
  return isMoneyIn(p) ? 'Money received' : 'Payment at venue';
}
