/**
 * The operator's view of the daily reconciliation: the latest run with its figures, the recent runs,
 * and a run on demand (stored, and audited with the operator as its actor).
 */
import { desc, inArray } from 'drizzle-orm';
import type { ReconciliationRun, ReconciliationsResult } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { reconciliations, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { runAndStoreReconciliation, type StoredReconciliation } from '../../ledger';
import { toDollars } from '../../lib/money';
import { writeAudit } from '../audit';

const RECENT = 30;

async function operatorNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function present(r: StoredReconciliation, names: Map<string, string>): ReconciliationRun {
  return {
    id: r.id,
    ranAt: r.ranAt.toISOString(),
    ok: r.ok,
    expected: toDollars(r.expectedCents),
    held: toDollars(r.heldCents),
    difference: toDollars(r.differenceCents),
    terms: r.terms.map((t) => ({ side: t.side, name: t.name, amount: toDollars(t.cents) })),
    ranBy: r.ranBy ? { id: r.ranBy, name: names.get(r.ranBy) ?? '' } : null,
  };
}

/** GET /api/admin/ledger/reconciliation. */
export async function listReconciliations(deps: Deps): Promise<ReconciliationsResult> {
  const rows = await deps.db
    .select()
    .from(reconciliations)
    .orderBy(desc(reconciliations.ranAt), desc(reconciliations.id))
    .limit(RECENT);
  const latest = rows[0];
  const names = await operatorNames(deps.db, latest?.ranBy ? [latest.ranBy] : []);
  return {
    latest: latest ? present(latest, names) : null,
    recent: rows.map((r) => ({
      id: r.id,
      ranAt: r.ranAt.toISOString(),
      ok: r.ok,
      difference: toDollars(r.differenceCents),
    })),
  };
}

/** POST /api/admin/ledger/reconciliation: runs it now, for the operator who asked. */
export async function reconcileNow(
  deps: Deps,
  admin: { id: string; name: string },
): Promise<ReconciliationRun> {
  const r = await runAndStoreReconciliation(deps.db, deps.clock.now(), admin.id);
  await writeAudit(deps.db, {
    actorId: admin.id,
    action: 'reconciliation.run',
    targetType: 'reconciliation',
    targetId: r.id,
    before: null,
    after: {
      ok: r.ok,
      expectedCents: r.expectedCents,
      heldCents: r.heldCents,
      differenceCents: r.differenceCents,
    },
  });
  return present(r, new Map([[admin.id, admin.name]]));
}
