/**
 * The benchmarks' people and money, written straight into the database as the tests' createUser does: accounts with
 * a bearer header (distinct phones: a shared one is a trust flag, which would hold every payout for the operator),
 * a business's organisation, payees' tax details (no payout leaves without them, docs/finance.md), and an owner's
 * credit through a paid sandbox top-up (the ledger check matches money in against it).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { organisations, topUps, users } from '../../src/db/schema';
import { creditTopUp } from '../../src/ledger';
import { hashPassword } from '../../src/lib/crypto';
import { giveTaxDetails } from '../../test/support/tax-details';

export type BenchPerson = { user: typeof users.$inferSelect; auth: { authorization: string } };

export async function benchPeople(app: App, db: Db) {
  const passwordHash = await hashPassword('Password123!');
  let phone = 0;

  async function person(
    role: 2 | 3 | 4,
    values: Partial<typeof users.$inferInsert> = {},
  ): Promise<BenchPerson> {
    const [user] = await db
      .insert(users)
      .values({
        email: `bench-${randomUUID()}@test.spruik.app`,
        passwordHash,
        role,
        name: `Bench ${role}`,
        phone: `04${String(++phone).padStart(8, '0')}`,
        isActive: true,
        operatorRole: role === 4 ? 'owner' : null,
        ...values,
      })
      .returning();
    if (role === 2)
      await db.insert(organisations).values({ userId: user.id, abn: '12345678901', name: 'Bench Cafe' });
    if (role === 3) await giveTaxDetails(db, user, new Date());
    const token = await app.deps.tokens.sign(user);
    return { user, auth: { authorization: `Bearer ${token}` } };
  }

  /** Credit for an owner: a sandbox card top-up, paid and credited through the ledger. */
  async function fund(owner: BenchPerson, cents: number) {
    await db.transaction(async (tx) => {
      const [topUp] = await tx
        .insert(topUps)
        .values({ userId: owner.user.id, provider: 'sandbox', method: 'card', amountCents: cents })
        .returning();
      const entry = await creditTopUp(tx, { topUpId: topUp.id, user: owner.user, amountCents: cents });
      await tx
        .update(topUps)
        .set({ status: 'paid', entryId: entry.entryId, paidAt: new Date() })
        .where(eq(topUps.id, topUp.id));
    });
  }

  return { person, fund };
}
