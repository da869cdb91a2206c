/**
 * The statement as a CSV download: the same lines as the screen, dates en-AU in the viewer's time zone,
 * amounts in dollars with 2 decimals in Money in / Money out, cells a spreadsheet never runs as a formula.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_MSG, toCents } from '@spruik/shared';
import { eachStatementLine } from '../../src/features/statements/statement-reader';
import { statementView } from '../../src/features/statements/statement-views';
import { accountKeys, transfer } from '../../src/ledger';
import { campaignWorld, type CampaignWorld } from '../campaigns/helpers';
import { topUp } from '../money/helpers';
import { parseQuotedCsv, readWholeStatement } from './helpers';

const HEADER = ['Date', 'Description', 'Money in', 'Money out', 'Balance', 'Entry ID'];

describe('statement CSV', () => {
  let w: CampaignWorld;
  beforeAll(async () => {
    w = await campaignWorld();
    w.t.clock.set(new Date('2026-03-09T03:05:00Z'));
  });
  afterAll(() => w.close());

  const csv = (url: string, auth: Record<string, string>) =>
    w.t.app.inject({ method: 'GET', url, headers: auth });

  it('lists every line of the statement with its balance, newest first', async () => {
    const b = await w.business();
    await topUp(w.t, b.auth, 50, 'card');
    await w.live(b, 1, { title: 'Say "cheese", then =SUM(A1)', participantsShare: '5.00' });
    const c = await w.customer();
    // A movement this product does not know yet reads its memo: here one built to look like a formula.
    await w.t.db.transaction((tx) =>
      transfer(tx, {
        kind: 'test_unknown',
        idempotencyKey: `test:csv:${b.user.id}`,
        fromKey: accountKeys.businessCredit(b.user.id),
        toKey: accountKeys.wallet(c.user.id),
        amountCents: 125,
        memo: '=HYPERLINK("http://evil.example","click")',
      }),
    );

    const res = await csv('/api/statement.csv?tz=Australia/Perth', b.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-available-credit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = parseQuotedCsv(res.body);
    expect(rows[0]).toEqual(HEADER);
    const s = await readWholeStatement(w.t, b.auth);
    expect(rows.slice(1).map((r) => r.slice(1, 5))).toEqual([
      // A cell that starts like a formula gets a leading ' (csv-stringify's escape_formulas).
      ['\'=HYPERLINK("http://evil.example","click")', '', '1.25', '33.75'],
      ['Campaign "Say "cheese", then =SUM(A1)" reserved', '', '15.00', '35.00'],
      ['Top-up by card', '50.00', '', '50.00'],
    ]);
    expect(rows.slice(1).map((r) => r[5])).toEqual(s.lines.map((l) => l.id));
    // Perth is UTC+8: 03:05 UTC on 9 March is 11:05 there.
    expect(rows[1][0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const perth = rows.slice(1).map((r) => r[0]);
    const utc = parseQuotedCsv((await csv('/api/statement.csv?tz=UTC', b.auth)).body)
      .slice(1)
      .map((r) => r[0]);
    const hours = (d: string) => Number(d.slice(11, 13));
    perth.forEach((d, i) => expect((hours(d) - hours(utc[i]) + 24) % 24).toBe(8));
    // The customer's wallet, in Melbourne time when the app sends no time zone.
    const wallet = parseQuotedCsv((await csv('/api/statement.csv', c.auth)).body);
    expect(wallet.map((r) => r.slice(1, 5))).toEqual([
      HEADER.slice(1, 5),
      ['\'=HYPERLINK("http://evil.example","click")', '1.25', '', '1.25'],
    ]);
  });

  it('is the whole statement, past any page size, and the operator downloads the same file', async () => {
    const b = await w.business();
    await w.fund(b, 100_000);
    const c = await w.customer();
    for (let i = 1; i <= 60; i++)
      await w.t.db.transaction((tx) =>
        transfer(tx, {
          kind: 'customer_payout',
          idempotencyKey: `test:csv-long:${c.user.id}:${i}`,
          fromKey: accountKeys.businessCredit(b.user.id),
          toKey: accountKeys.wallet(c.user.id),
          amountCents: 100 + i,
          memo: `Payer ${i}`,
        }),
      );
    const own = parseQuotedCsv((await csv('/api/statement.csv?tz=UTC', c.auth)).body);
    expect(own).toHaveLength(61);
    // 101 + 102 + ... + 160 cents = $78.30.
    expect(own[1].slice(1, 5)).toEqual(['Paid by Payer 60', '1.60', '', '78.30']);
    expect(own[60].slice(1, 5)).toEqual(['Paid by Payer 1', '1.01', '', '1.01']);
    // The export reads in slices; small ones carry the balance across exactly as one big one.
    const view = statementView(c.user, 'wallet')!;
    const sliced = [];
    for await (const l of eachStatementLine(w.t.db, c.user, view, 7)) sliced.push(l);
    expect(sliced.map((l) => [l.description, l.amountCents, l.balanceCents])).toEqual(
      (await readWholeStatement(w.t, c.auth)).lines.map((l) => [
        l.description,
        toCents(l.amount),
        toCents(l.balance),
      ]),
    );
    const admin = await w.admin();
    const seen = await csv(`/api/admin/users/${c.user.id}/statement.csv?tz=UTC`, admin.auth);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toBe((await csv('/api/statement.csv?tz=UTC', c.auth)).body);
  });

  it('refuses an unknown time zone or account before the file starts', async () => {
    const c = await w.customer();
    for (const tz of ['Mars/Olympus', '../etc', 'x'.repeat(70)]) {
      const res = await csv(`/api/statement.csv?tz=${encodeURIComponent(tz)}`, c.auth);
      expect(res.statusCode, tz).toBe(400);
      expect(res.json().errors).toBe(STATEMENT_MSG.timeZoneInvalid);
    }
    const res = await csv('/api/statement.csv?account=credit', c.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBe(STATEMENT_MSG.accountInvalid);
  });
});
