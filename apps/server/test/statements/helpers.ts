/** Reading statements through the API, and the property every statement must have. */
import { expect } from 'vitest';
import { toCents, type AdminStatementData, type StatementData } from '@spruik/shared';
import { checkLedger } from '../../src/ledger';
import type { TestApp } from '../test-app';

type Auth = Record<string, string>;

/** Every page of a statement (following nextCursor), as one list, with the first page's header. */
export async function readWholeStatement(
  t: TestApp,
  auth: Auth,
  opts: { account?: string; limit?: number; url?: string } = {},
) {
  const base = opts.url ?? '/api/statement';
  const pages: Array<StatementData & Partial<Pick<AdminStatementData, 'user'>>> = [];
  let cursor: string | null = null;
  do {
    const q = new URLSearchParams();
    if (opts.account) q.set('account', opts.account);
    if (opts.limit) q.set('limit', String(opts.limit));
    if (cursor) q.set('cursor', cursor);
    const res = await t.app.inject({ method: 'GET', url: `${base}?${q}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as (typeof pages)[number];
    pages.push(data);
    cursor = data.nextCursor;
    if (pages.length > 1000) throw new Error('statement paging does not end');
  } while (cursor);
  return { ...pages[0], lines: pages.flatMap((p) => p.lines), pages: pages.length };
}

/**
 * The statement's lines add up, cent for cent, to the balance it shows: the newest line ends on it, each older
 * line's balance is the newer one's less the newer amount, and the oldest starts from zero.
 */
export function expectSumsToBalance(s: Pick<StatementData, 'account' | 'lines'>) {
  const balance = toCents(s.account.balance);
  const sum = s.lines.reduce((total, l) => total + toCents(l.amount), 0);
  expect(sum, `${s.account.label}: lines sum to the balance`).toBe(balance);
  let after = balance;
  for (const l of s.lines) {
    expect(toCents(l.balance), `${s.account.label}: balance after ${l.description}`).toBe(after);
    expect(toCents(l.amount), `${l.description} moved money`).not.toBe(0);
    after -= toCents(l.amount);
  }
  expect(after, `${s.account.label}: the oldest line starts from zero`).toBe(0);
}

export async function expectLedgerGreen(t: TestApp) {
  const check = await checkLedger(t.db);
  expect(check.problems).toEqual([]);
}

/** Rows of a CSV whose every cell is quoted (RFC 4180, as lib/csv.ts writes): quotes inside are doubled. */
export function parseQuotedCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '"') throw new Error(`cell at ${i} is not quoted`);
    let cell = '';
    i++;
    for (;;) {
      if (text[i] === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (text[i] === '"') {
        i++;
        break;
      } else if (i >= text.length) throw new Error('unterminated cell');
      else cell += text[i++];
    }
    row.push(cell);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else if (i >= text.length) rows.push(row);
    else throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`);
  }
  return rows;
}
