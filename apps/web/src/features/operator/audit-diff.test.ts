import { describe, expect, it } from 'vitest';
import { actionLabel, auditDiff, compact } from './audit-diff';

describe('auditDiff', () => {
  it('lists only the fields that changed', () => {
    expect(auditDiff({ isVerified: false, escrow: 50 }, { isVerified: true, escrow: 50 })).toEqual([
      { key: 'isVerified', before: 'false', after: 'true' },
    ]);
  });
  it('lists a created object as added fields and a deleted one as removed fields', () => {
    expect(auditDiff(null, { link: 'https://a.b', position: 0 })).toEqual([
      { key: 'link', after: '"https://a.b"' },
      { key: 'position', after: '0' },
    ]);
    expect(auditDiff({ link: null }, null)).toEqual([{ key: 'link', before: 'null' }]);
  });
  it('shows fields only one side has', () => {
    expect(auditDiff({ a: 1 }, { a: 1, refunded: 5 })).toEqual([{ key: 'refunded', after: '5' }]);
  });
  it('compares arrays and nested values by their JSON, and cuts long values', () => {
    expect(auditDiff({ answers: [{ t: 'x' }] }, { answers: [{ t: 'x' }] })).toEqual([]);
    expect(compact('x'.repeat(500))).toHaveLength(120);
  });
  it('handles values that are not objects', () => {
    expect(auditDiff(1, 2)).toEqual([{ key: '', before: '1', after: '2' }]);
    expect(auditDiff(null, null)).toEqual([]);
  });
  it('names known actions', () => {
    expect(actionLabel('campaign.verify')).toBe('Campaign verified');
    expect(actionLabel('topup.chargeback')).toBe('Top-up charged back');
    expect(actionLabel('something.else')).toBe('something.else');
  });
});
