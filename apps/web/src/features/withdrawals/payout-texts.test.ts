import { describe, expect, it } from 'vitest';
import { PAYOUT_MSG, type PayoutAccount } from '@spruik/shared';
import {
  canPayInstantly,
  destinationText,
  instantFeeText,
  keepPolling,
  needsBankFirst,
  percentText,
  withdrawConfirmText,
} from './payout-texts';

const account = (over: Partial<PayoutAccount> = {}): PayoutAccount => ({
  rail: 'stripe',
  ready: true,
  missing: [],
  stripeConnected: true,
  paypalEmail: null,
  paypalConfirmed: false,
  instantFeePercent: 1,
  ...over,
});
const bank = { accountName: 'Cam Creator', BSB: '062000', accountNumber: '7654321' };

describe('the instant payout fee text', () => {
  it('states the fee and what arrives, in cents', () => {
    expect(instantFeeText('50', 1)).toBe('Instant payout: fee $0.50, you receive $49.50');
    expect(instantFeeText('50.00', 1.5)).toBe('Instant payout: fee $0.75, you receive $49.25');
    // 1% of $10.05 is 10.05 cents: rounded to 10.
    expect(instantFeeText('10.05', 1)).toBe('Instant payout: fee $0.10, you receive $9.95');
    // At least a cent.
    expect(instantFeeText('0.50', 1)).toBe('Instant payout: fee $0.01, you receive $0.49');
  });
  it('gives the rate before an amount is typed, or when it is not one', () => {
    expect(instantFeeText('', 1.5)).toBe('Instant payout: fee 1.5% of the amount.');
    expect(instantFeeText('abc', 1)).toBe('Instant payout: fee 1% of the amount.');
    expect(instantFeeText('0', 1)).toBe('Instant payout: fee 1% of the amount.');
  });
  it('refuses an amount the fee would take whole', () => {
    expect(instantFeeText('0.01', 1)).toBe(PAYOUT_MSG.instantTooSmall);
  });
  it('writes percentages without trailing zeros', () => {
    expect(percentText(1)).toBe('1%');
    expect(percentText(1.5)).toBe('1.5%');
    expect(percentText(0.25)).toBe('0.25%');
  });
});

describe('where a withdrawal goes', () => {
  it('names the Stripe account, the PayPal e-mail or the masked bank account', () => {
    expect(destinationText(account(), null)).toBe('Your Stripe account');
    expect(destinationText(account({ ready: false }), null)).toBe('Your Stripe account (set-up unfinished)');
    expect(
      destinationText(account({ rail: 'paypal', paypalEmail: 'a@b.co', paypalConfirmed: true }), null),
    ).toBe('PayPal a@b.co');
    expect(destinationText(account({ rail: 'paypal', paypalEmail: 'a@b.co' }), null)).toBe(
      'PayPal a@b.co (not confirmed)',
    );
    expect(destinationText(account({ rail: 'bank' }), bank)).toBe('Cam Creator · BSB 062-000 · •••• 4321');
    expect(destinationText(null, null)).toBe('No bank account yet');
  });
  it('asks to confirm the withdrawal to that place', () => {
    expect(withdrawConfirmText(account())).toBe('I confirm this withdrawal to my Stripe account.');
    expect(withdrawConfirmText(account({ rail: 'paypal' }))).toBe(
      'I confirm this withdrawal to my PayPal account.',
    );
    expect(withdrawConfirmText(null)).toBe('I confirm this withdrawal to my bank account.');
  });
  it('offers instant payouts only with a ready Stripe account', () => {
    expect(canPayInstantly(account())).toBe(true);
    expect(canPayInstantly(account({ ready: false }))).toBe(false);
    expect(canPayInstantly(account({ rail: 'paypal', paypalConfirmed: true }))).toBe(false);
    expect(canPayInstantly(null)).toBe(false);
  });
  it('asks for bank details first only for bank transfer without them', () => {
    expect(needsBankFirst(account({ rail: 'bank', ready: false }), null)).toBe(true);
    expect(needsBankFirst(null, null)).toBe(true);
    expect(needsBankFirst(account({ rail: 'bank' }), bank)).toBe(false);
    expect(needsBankFirst(account({ ready: false }), null)).toBe(false);
  });
});

describe('reading /me again after the Stripe return', () => {
  it('polls while the Stripe account is not ready, for 30 seconds', () => {
    const unready = account({ ready: false });
    expect(keepPolling(unready, 0, 29_999)).toBe(true);
    expect(keepPolling(unready, 0, 30_000)).toBe(false);
    expect(keepPolling(account(), 0, 3_000)).toBe(false);
    expect(keepPolling(account({ rail: 'bank', ready: false }), 0, 3_000)).toBe(false);
    expect(keepPolling(undefined, 0, 3_000)).toBe(false);
  });
});
