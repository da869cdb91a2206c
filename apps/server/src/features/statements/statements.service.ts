import {
  formatCents,
  ROLES,
  STATEMENT_MSG,
  type StatementAccount,
  type StatementCsvQuery,
  type StatementData,
  type StatementQuery,
} from '@spruik/shared';
import { findUser } from '../../db/tables/users';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/app-error';
import { csvStream, formatAuDateTime } from '../../lib/csv';
import { toDollars } from '../../lib/money';
import { eachStatementLine, readStatementPage, type StatementPage } from './statement-reader';
import { statementView, type StatementView } from './statement-views';

type Owner = { id: string; role: number };

function viewOrRefuse(user: Owner, account: StatementAccount | undefined): StatementView {
  const view = statementView(user, account);
  if (!view) throw badRequest(STATEMENT_MSG.accountInvalid);
  return view;
}

const present = (page: StatementPage): StatementData => ({
  account: page.account,
  accounts: page.accounts,
  lines: page.lines.map((l) => ({
    _id: l.entryId,
    id: l.entryId,
    date: l.date.toISOString(),
    kind: l.kind,
    description: l.description,
    amount: toDollars(l.amountCents),
    balance: toDollars(l.balanceCents),
  })),
  nextCursor: page.nextCursor,
});

/** GET /api/statement: a page of the caller's own statement (a pocket they never had is a 400). */
export async function ownStatement(deps: Deps, user: Owner, q: StatementQuery): Promise<StatementData> {
  const page = await readStatementPage(deps.db, user, viewOrRefuse(user, q.account), q);
  if (!page) throw badRequest(STATEMENT_MSG.accountInvalid);
  return present(page);
}

/** The user an operator opens: 404 when there is none; admins have no balance, so no statement. */
async function statementOwner(deps: Deps, userId: string) {
  const user = await findUser(deps.db, userId);
  if (!user) throw notFound(STATEMENT_MSG.userNotFound);
  if (user.role === ROLES.admin) throw badRequest(STATEMENT_MSG.noStatement);
  return user;
}

/** GET /api/admin/users/{id}/statement: the same page the user reads, and whose it is. */
export async function adminStatement(deps: Deps, userId: string, q: StatementQuery) {
  const user = await statementOwner(deps, userId);
  const page = await readStatementPage(deps.db, user, viewOrRefuse(user, q.account), q);
  if (!page) throw badRequest(STATEMENT_MSG.accountInvalid);
  return {
    ...present(page),
    user: { _id: user.id, id: user.id, name: user.name, email: user.email, role: user.role },
  };
}

export const STATEMENT_CSV_HEADER = ['Date', 'Description', 'Money in', 'Money out', 'Balance', 'Entry ID'];

/**
 * The whole statement as CSV, newest first like the screen: dates en-AU in the viewer's time zone, amounts in
 * dollars with 2 decimals, money in and money out in their own columns (a spreadsheet-safe file never starts a
 * cell with a minus, see lib/csv.ts), and the balance after each line.
 */
async function statementCsv(deps: Deps, user: Owner, q: StatementCsvQuery) {
  const view = viewOrRefuse(user, q.account);
  // Refuses a pocket the user never had before the file starts (the first page of the export reads it again).
  const first = await readStatementPage(deps.db, user, view, { cursor: undefined, limit: 1 });
  if (!first) throw badRequest(STATEMENT_MSG.accountInvalid);
  const day = formatAuDateTime(deps.clock.now(), q.tz).slice(0, 10).split('/').reverse().join('-');
  const name = first.account.label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const csv = csvStream(
    STATEMENT_CSV_HEADER,
    (async function* () {
      for await (const l of eachStatementLine(deps.db, user, view)) {
        yield [
          formatAuDateTime(l.date, q.tz),
          l.description,
          l.amountCents > 0 ? formatCents(l.amountCents) : '',
          l.amountCents < 0 ? formatCents(-l.amountCents) : '',
          formatCents(l.balanceCents),
          l.entryId,
        ];
      }
    })(),
  );
  return { filename: `statement-${name}-${day}.csv`, csv };
}

export const ownStatementCsv = (deps: Deps, user: Owner, q: StatementCsvQuery) => statementCsv(deps, user, q);

export async function adminStatementCsv(deps: Deps, userId: string, q: StatementCsvQuery) {
  return statementCsv(deps, await statementOwner(deps, userId), q);
}

/** The statement (view and balance now) that shows a user's adjustable balance: wallet, or business/venue credit. */
export async function statementOfAdjustable(deps: Deps, user: Owner) {
  const page = await readStatementPage(deps.db, user, viewOrRefuse(user, undefined), {
    cursor: undefined,
    limit: 1,
  });
  return page!.account;
}
