import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminTopUpsQuery } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { afterKeyset, keysetAt, type Keyset } from '../../db/keyset';
import { likePattern } from '../../db/like';
import { organisations, topUps, users } from '../../db/schema';

/** A sum (or count) over this top-up's reversals of one kind; one small indexed lookup per listed row. */
const reversals = (what: SQL, where: SQL) =>
  sql<number>`(select ${what} from top_up_reversals r where r.top_up_id = ${topUps.id} and ${where})`.mapWith(
    Number,
  );
const sumOf = (kind: string) => reversals(sql`coalesce(sum(r.amount_cents), 0)`, sql`r.kind = ${kind}`);

const columns = {
  id: topUps.id,
  at: keysetAt(topUps.createdAt),
  provider: topUps.provider,
  method: topUps.method,
  providerSessionId: topUps.providerSessionId,
  providerPaymentId: topUps.providerPaymentId,
  amountCents: topUps.amountCents,
  status: topUps.status,
  createdAt: topUps.createdAt,
  paidAt: topUps.paidAt,
  userId: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  organisation: organisations.name,
  refundedCents: sumOf('refund'),
  chargedBackCents: sumOf('chargeback'),
  restoredCents: sumOf('chargeback_won'),
  lostCount: reversals(sql`count(*)`, sql`r.kind = 'chargeback_lost'`),
  wonCount: reversals(sql`count(*)`, sql`r.kind = 'chargeback_won'`),
  openCount: reversals(
    sql`count(*)`,
    sql`r.kind = 'chargeback' and not exists (select 1 from top_up_reversals c where c.closes_id = r.id)`,
  ),
};

export type AdminTopUpRow = Awaited<ReturnType<typeof listTopUps>>[number];

const hasReversal = (kind: string) =>
  sql`exists (select 1 from top_up_reversals r where r.top_up_id = ${topUps.id} and r.kind = ${kind})`;

function filters(q: Pick<AdminTopUpsQuery, 'q' | 'status' | 'topUpId'>): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (q.status === 'pending') parts.push(eq(topUps.status, 'pending'));
  else if (q.status === 'paid')
    parts.push(
      and(
        eq(topUps.status, 'paid'),
        sql`not ${hasReversal('refund')}`,
        sql`not ${hasReversal('chargeback')}`,
      ),
    );
  else if (q.status === 'refunded') parts.push(hasReversal('refund'));
  else if (q.status === 'disputed') parts.push(hasReversal('chargeback'));
  if (q.q) {
    const p = likePattern(q.q);
    parts.push(
      or(
        ilike(users.email, p),
        ilike(users.name, p),
        ilike(organisations.name, p),
        ilike(topUps.providerSessionId, p),
        ilike(topUps.providerPaymentId, p),
        q.topUpId ? eq(topUps.id, q.topUpId) : undefined,
      ),
    );
  }
  return and(...parts);
}

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(topUps)
    .innerJoin(users, eq(users.id, topUps.userId))
    .leftJoin(organisations, eq(organisations.userId, users.id));

/** `limit` top-ups after the cursor, newest first (keyset on created_at, id), with their account and reversals. */
export function listTopUps(db: DbOrTx, q: AdminTopUpsQuery, after: Keyset | null, limit: number) {
  return base(db)
    .where(and(filters(q), afterKeyset(topUps.createdAt, topUps.id, after, 'desc')))
    .orderBy(desc(topUps.createdAt), desc(topUps.id))
    .limit(limit);
}

export async function findAdminTopUp(db: DbOrTx, id: string): Promise<AdminTopUpRow | null> {
  const [row] = await base(db).where(eq(topUps.id, id)).limit(1);
  return row ?? null;
}
