/**
 * Payees' tax details (docs/finance.md "Payees' tax details"): an ABN that passes the ATO's check digits, or the
 * statement by a supplier in Spruik's words (kept with its wording and version), with the legal name and postal
 * address. Each save appends a row and is audited; the latest counts. A venue is offered the ABN it gave at
 * sign-up, which the same check decides.
 */
import {
  isValidAbn,
  ROLES,
  TAX_MSG,
  TAX_STATEMENT_VERSION,
  TAX_STATEMENT_WORDING,
  type TaxDetails,
  type TaxDetailsAnswer,
  type TaxDetailsInput,
} from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { findOrganisation } from '../../db/tables/organisations';
import { lockUser } from '../../db/tables/users';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { writeAudit } from '../audit';
import * as repo from './tax-details.repository';
import { releaseTaxWaits } from './tax-release';

/** The row as the payee and the operator read it. */
export function presentTaxDetails(row: repo.TaxDeclarationRow): TaxDetails {
  return {
    kind: row.kind as TaxDetails['kind'],
    abn: row.abn,
    legalName: row.legalName,
    address: row.address,
    statementVersion: row.wordingVersion,
    statement: row.wording,
    madeAt: row.madeAt.toISOString(),
  };
}

/** GET /api/payouts/tax-details: the latest details and, for a venue, its sign-up ABN as an offer. */
export async function taxDetailsOf(
  deps: Deps,
  user: { id: string; role: number },
): Promise<TaxDetailsAnswer> {
  const [latest, organisation] = await Promise.all([
    repo.latestDeclaration(deps.db, user.id),
    user.role === ROLES.venue ? findOrganisation(deps.db, user.id) : null,
  ]);
  const abn = organisation?.abn.replace(/\s/g, '') ?? '';
  return {
    taxDetails: latest ? presentTaxDetails(latest) : null,
    signUpAbn: abn ? { abn, valid: isValidAbn(abn) } : null,
  };
}

/**
 * POST /api/payouts/tax-details: appends the declaration under the payee's row lock (two saves at once are made
 * one after the other, and each is later than the one before it), with its audit row; then what waited only for
 * tax details runs the payout rules again (tax-release.ts).
 */
export async function saveTaxDetails(deps: Deps, user: { id: string }, body: TaxDetailsInput) {
  const row = await withTransaction(deps.db, async (tx) => {
    await lockUser(tx, user.id);
    const before = await repo.latestDeclaration(tx, user.id);
    const now = deps.clock.now();
    // The latest counts: a save is never dated before the one it follows (a clock that did not move).
    const madeAt =
      before && before.madeAt.getTime() >= now.getTime() ? new Date(before.madeAt.getTime() + 1) : now;
    const statement = body.kind === 'statement';
    const inserted = await repo.insertDeclaration(tx, {
      userId: user.id,
      kind: body.kind,
      abn: statement ? null : body.abn,
      legalName: body.legalName,
      address: body.address,
      wordingVersion: statement ? TAX_STATEMENT_VERSION : null,
      wording: statement ? TAX_STATEMENT_WORDING : null,
      madeAt,
    });
    await writeAudit(tx, {
      actorId: user.id,
      action: 'tax_details.save',
      targetType: 'user',
      targetId: user.id,
      before: before ? auditView(before) : null,
      after: auditView(inserted),
    });
    return inserted;
  });
  await releaseTaxWaits(deps, user.id);
  return { message: TAX_MSG.saved, taxDetails: presentTaxDetails(row) };
}

/** What the log keeps of a declaration: its kind, the ABN or the statement's version, and the name. */
const auditView = (r: repo.TaxDeclarationRow) => ({
  kind: r.kind,
  abn: r.abn,
  wordingVersion: r.wordingVersion,
  legalName: r.legalName,
});

/** The gate (docs/finance.md): a payout leaves only for a payee with tax details. */
export const hasTaxDetails = (db: DbOrTx, userId: string) => repo.hasTaxDetails(db, userId);
