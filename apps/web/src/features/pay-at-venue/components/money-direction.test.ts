import { describe, expect, it } from 'vitest';
import { withdrawStatusName } from '../../../components/ui/withdraw-status';
import { formatAmountText } from '../../../components/ui/money-field';
import { directionColor, MONEY_IN_COLOR, MONEY_OUT_COLOR, paymentKind } from './money-direction';

describe('wallet colours (green in, pink out)', () => {
  it('type 1 is money in, green; anything else is money out, pink', () => {
    expect(directionColor({ type: 1 })).toBe(MONEY_IN_COLOR);
    expect(directionColor({ type: 2 })).toBe(MONEY_OUT_COLOR);
  });
  it('names the kind of row', () => {
    expect(paymentKind({ type: 1, isWithdraw: false })).toBe('Money received');
    expect(paymentKind({ type: 2, isWithdraw: false })).toBe('Payment at venue');
    expect(paymentKind({ type: 2, isWithdraw: true })).toBe('Withdrawal');
  });
});

describe('withdraw status (1 Pending, 2 Verified, other Rejected)', () => {
  it('maps every status', () => {
    expect(withdrawStatusName(1)).toBe('Pending');
    expect(withdrawStatusName(2)).toBe('Verified');
    expect(withdrawStatusName(3)).toBe('Rejected');
    expect(withdrawStatusName(undefined)).toBe('Rejected');
  });
});

describe('amount fields format to 2 decimals', () => {
  it('pads valid amounts and leaves the rest for validation', () => {
    expect(formatAmountText('25')).toBe('25.00');
    expect(formatAmountText('12.5')).toBe('12.50');
    expect(formatAmountText('12.')).toBe('12.00');
    expect(formatAmountText('')).toBe('');
    expect(formatAmountText('1e3')).toBe('1e3');
  });
});
