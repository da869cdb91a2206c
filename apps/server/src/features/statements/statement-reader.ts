/**
 * Reads a statement from the ledger: the journal lines of the view's accounts, one line per entry (an entry that
 * touches two accounts of a view shows once, with its net effect), newest first, each with the balance right
 * after it. The balance after the newest line is the accounts' stored balance, and each older one is the newer
 * one less the newer line's amount, so the lines always add up to the balance the screen shows (the ledger check
 * proves stored balances equal their lines).
 */
import { ROLES, type StatementAccount, type StatementAccountItem } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { withReadSnapshot } from '../../db/transaction';
import { toDollars } from '../../lib/money';
import { describeEntry, linkIdsOf } from './describe';
import * as repo from './statements.repository';
import { encodeStatementCursor, readStatementCursor, type StatementCursor } from './statement-cursor';
import { statementLabel, type StatementView } from './statement-views';

/** One line as the server keeps it until the edge: cents, a Date. */
export type StatementLineRow = {
  entryId: string;
  date: Date;
  kind: string;
  description: string;
  amountCents: number;
  balanceCents: number;
};

type HeldAccount = Awaited<ReturnType<typeof repo.statementAccountsOf>>[number];

/** An entry's lines on the view, grouped: they are consecutive in line order (see groupLines). */
type Group = { entryId: string; amountCents: number; minSeq: number };

/**
 * Consecutive lines of one entry become one group. An entry's lines on a view's accounts are always
 * consecutive: they are inserted together while the entry holds every one of those accounts' locks, so no other
 * entry's line on them can fall between. When the read hit its limit, the last group may miss lines beyond it
 * and is left for the next read.
 */
export function groupLines(lines: repo.LineRow[], readLimit: number): Group[] {
  const groups: Group[] = [];
  for (const l of lines) {
    const last = groups[groups.length - 1];
    if (last && last.entryId === l.entryId) {
      last.amountCents += l.amountCents;
      last.minSeq = Math.min(last.minSeq, l.seq);
    } else groups.push({ entryId: l.entryId, amountCents: l.amountCents, minSeq: l.seq });
  }
  if (lines.length === readLimit) groups.pop();
  return groups;
}

type Slice = { groups: Group[]; more: boolean };

/**
 * Up to `limit` entries that moved the view's balance, below each account's bound, newest first. Entries that
 * net to zero on the view (a venue's opening split moves money between its own two accounts) are skipped; they
 * did not change the balance shown.
 */
async function readSlice(
  db: DbOrTx,
  bounds: Array<{ accountId: string; below: number }>,
  limit: number,
): Promise<Slice & { lastSeq: number | null }> {
  // Two lines per entry at most on a view, plus one entry that may be cut off at the end of the read.
  for (let readLimit = 2 * limit + 4; ; readLimit *= 4) {
    const lines = await repo.linesBelow(db, bounds, readLimit);
    const groups = groupLines(lines, readLimit);
    const exhausted = lines.length < readLimit;
    if (groups.length === 0 && !exhausted) continue; // one entry with more lines than the read: read more
    const shown: Group[] = [];
    let consumed = 0;
    for (const g of groups) {
      if (shown.length === limit) break;
      consumed++;
      if (g.amountCents !== 0) shown.push(g);
    }
    const more = consumed < groups.length || !exhausted;
    return { groups: shown, more, lastSeq: consumed > 0 ? groups[consumed - 1].minSeq : null };
  }
}

/** Dates, kinds and texts of a slice's entries. */
async function describeSlice(db: DbOrTx, groups: Group[], balanceAfterFirst: number) {
  const entries = await repo.entriesByIds(
    db,
    groups.map((g) => g.entryId),
  );
  const links = await repo.loadLinks(db, linkIdsOf(entries));
  const byId = new Map(entries.map((e) => [e.id, e]));
  let balance = balanceAfterFirst;
  return groups.map((g): StatementLineRow => {
    const e = byId.get(g.entryId)!;
    const row = {
      entryId: g.entryId,
      date: e.createdAt,
      kind: e.kind,
      description: describeEntry(e, links, g.amountCents),
      amountCents: g.amountCents,
      balanceCents: balance,
    };
    balance -= g.amountCents;
    return row;
  });
}

/** The statements a user has: every role's own, and a customer's pocket at each venue, with balances. */
export function statementAccounts(user: { role: number }, held: HeldAccount[]): StatementAccountItem[] {
  const sum = (...kinds: string[]) =>
    held.filter((a) => kinds.includes(a.kind)).reduce((s, a) => s + a.balance, 0);
  const item = (account: StatementAccount, cents: number, venueName: string | null = null) => ({
    account,
    label: statementLabel(account, venueName),
    balance: toDollars(cents),
  });
  if (user.role === ROLES.business) return [item('credit', sum('business_credit'))];
  if (user.role === ROLES.venue)
    return [item('credit', sum('venue_credit', 'venue_earnings')), item('earnings', sum('venue_earnings'))];
  const pockets = held
    .filter((a) => a.kind === 'pocket' && a.venueId)
    .sort((a, b) => (a.venueName ?? '').localeCompare(b.venueName ?? '') || a.key.localeCompare(b.key))
    .map((a) => item(`pocket:${a.venueId!}`, a.balance, a.venueName));
  return [item('wallet', sum('wallet')), ...pockets];
}

export type StatementPage = {
  account: StatementAccountItem;
  accounts: StatementAccountItem[];
  lines: StatementLineRow[];
  nextCursor: string | null;
};

/** The view's accounts that exist (a view of a balance that never moved has none), with their position. */
function viewAccounts(view: StatementView, held: HeldAccount[]) {
  return view.keys.map((key) => held.find((a) => a.key === key) ?? null);
}

/**
 * One page of a statement, read in one snapshot. Null when the view names a pocket the user never had. The
 * first page fixes each account's head (its newest line); the cursor carries the heads, so every later page
 * shows the statement as it stood then, and the balances carry on exactly from the page before.
 */
export async function readStatementPage(
  db: DbOrTx,
  user: { id: string; role: number },
  view: StatementView,
  q: { cursor: string | undefined; limit: number },
): Promise<StatementPage | null> {
  return withReadSnapshot(db, async (tx) => {
    const held = await repo.statementAccountsOf(tx, user.id);
    const accounts = statementAccounts(user, held);
    const account = accounts.find((a) => a.account === view.account);
    if (!account) return null;
    const accts = viewAccounts(view, held);
    const cursor = readStatementCursor(q.cursor, view.keys.length);
    const heads = cursor?.heads ?? (await Promise.all(accts.map((a) => (a ? repo.headOf(tx, a.id) : 0))));
    let balanceAfterFirst = 0;
    const bounds: Array<{ accountId: string; below: number }> = [];
    for (const [i, a] of accts.entries()) {
      if (!a) continue;
      const below = Math.min(cursor?.before ?? Number.MAX_SAFE_INTEGER, heads[i] + 1);
      // The stored balance less everything newer than this page (and anything after the first page's heads).
      balanceAfterFirst += a.balance - (await repo.sumFrom(tx, a.id, below));
      bounds.push({ accountId: a.id, below });
    }
    const slice = await readSlice(tx, bounds, q.limit);
    const lines = await describeSlice(tx, slice.groups, balanceAfterFirst);
    const nextCursor =
      slice.more && slice.lastSeq !== null ? encodeStatementCursor({ before: slice.lastSeq, heads }) : null;
    return { account, accounts, lines, nextCursor };
  });
}

/**
 * Every line of a statement, newest first, in slices of `batch` (the CSV export). The start is read in one
 * snapshot; the lines below the heads never change, so the later slices need none and the export holds no
 * transaction open while the file streams.
 */
export async function* eachStatementLine(
  db: DbOrTx,
  user: { id: string; role: number },
  view: StatementView,
  batch = 500,
): AsyncGenerator<StatementLineRow> {
  const start = await readStatementPage(db, user, view, { cursor: undefined, limit: batch });
  if (!start) return;
  yield* start.lines;
  let cursor = start.nextCursor;
  let balance = start.lines.length
    ? start.lines[start.lines.length - 1].balanceCents - start.lines[start.lines.length - 1].amountCents
    : 0;
  if (!cursor) return;
  const held = await repo.statementAccountsOf(db, user.id);
  const accts = viewAccounts(view, held);
  while (cursor) {
    const c: StatementCursor = readStatementCursor(cursor, view.keys.length)!;
    const bounds = accts.flatMap((a, i) =>
      a ? [{ accountId: a.id, below: Math.min(c.before, c.heads[i] + 1) }] : [],
    );
    const slice = await readSlice(db, bounds, batch);
    const lines = await describeSlice(db, slice.groups, balance);
    yield* lines;
    if (lines.length) balance = lines[lines.length - 1].balanceCents - lines[lines.length - 1].amountCents;
    cursor =
      slice.more && slice.lastSeq !== null
        ? encodeStatementCursor({ before: slice.lastSeq, heads: c.heads })
        : null;
  }
}
