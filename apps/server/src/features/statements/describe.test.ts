import { describe, expect, it } from 'vitest';
import { describeEntry, linkIdsOf, type Links } from './describe';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const empty = (): Links => ({
  topUp: new Map(),
  withdrawal: new Map(),
  campaign: new Map(),
  activity: new Map(),
  payment: new Map(),
});

describe('statement descriptions', () => {
  it('reads the rows each entry belongs to from its key, once each', () => {
    const ids = linkIdsOf([
      { kind: 'topup', memo: null, idempotencyKey: `topup:${A}` },
      { kind: 'withdraw_request', memo: null, idempotencyKey: `withdraw:request:${B}` },
      { kind: 'withdraw_decision', memo: 'rejected', idempotencyKey: `withdraw:decision:${B}` },
      { kind: 'campaign_reserve', memo: null, idempotencyKey: `campaign:reserve:${A}` },
      { kind: 'customer_payout', memo: 'X', idempotencyKey: `campaign:payout:${B}` },
      { kind: 'venue_payment', memo: 'Bar', idempotencyKey: `venue_payment:${A}` },
      { kind: 'adjustment', memo: 'Goodwill', idempotencyKey: `adjustment:${A}` },
    ]);
    expect(ids).toEqual({ topUp: [A], withdrawal: [B], campaign: [A], activity: [B], payment: [A] });
  });

  it('says what happened in words, from the kind, the memo and the linked rows', () => {
    const links = empty();
    links.topUp.set(A, { method: 'paypal' });
    links.withdrawal.set(B, { status: 3, rejectReason: 'Closed account' });
    links.campaign.set(A, { title: 'Summer Latte' });
    links.payment.set(A, { venueName: 'The Laneway Bar', customerName: 'Chloe' });
    const d = (kind: string, key: string, memo: string | null = null, cents = 100) =>
      describeEntry({ kind, memo, idempotencyKey: key }, links, cents);
    expect(d('topup', `topup:${A}`)).toBe('Top-up with PayPal');
    expect(d('topup', `topup:${B}`)).toBe('Top-up');
    expect(d('withdraw_request', `withdraw:request:${B}`, null, -100)).toBe(
      'Withdrawal requested (rejected)',
    );
    expect(d('withdraw_decision', `withdraw:decision:${B}`, 'rejected')).toBe(
      'Withdrawal rejected: Closed account',
    );
    expect(d('campaign_reserve', `campaign:reserve:${A}`, null, -100)).toBe(
      'Campaign "Summer Latte" reserved',
    );
    expect(d('campaign_refund', `campaign:refund:${A}`, 'closed')).toBe(
      'Campaign "Summer Latte" closed by Spruik: unspent credit returned',
    );
    expect(d('customer_payout', `test:${A}`, 'BrewLab')).toBe('Paid by BrewLab');
    expect(d('venue_payment', `venue_payment:${A}`, 'The Laneway Bar', -500)).toBe(
      'Payment at The Laneway Bar',
    );
    expect(d('venue_payment', `venue_payment:${A}`, 'The Laneway Bar', 500)).toBe('Counter payment by Chloe');
    expect(d('adjustment', `adjustment:${A}`, 'Goodwill')).toBe('Adjustment: Goodwill');
  });

  it('falls back to the memo for a kind it does not know, else the kind in words', () => {
    const d = (kind: string, memo: string | null) =>
      describeEntry({ kind, memo, idempotencyKey: `${kind}:${A}` }, empty(), -100);
    expect(d('chargeback', 'Chargeback of the top-up of 09/03/2026')).toBe(
      'Chargeback of the top-up of 09/03/2026',
    );
    expect(d('topup_refund', null)).toBe('Topup refund');
    expect(d('', null)).toBe('Ledger entry');
  });
});
