import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '@spruik/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { organisations, users } from '../../db/schema';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  isActive: users.isActive,
  membership: users.membership,
  latitude: users.latitude,
  longitude: users.longitude,
  level: users.level,
  legendCode: users.legendCode,
  energy: users.energy,
  instagramId: users.instagramId,
  tiktokId: users.tiktokId,
  youtubeId: users.youtubeId,
  instagramFollowers: users.instagramFollowers,
  tiktokFollowers: users.tiktokFollowers,
  youtubeFollowers: users.youtubeFollowers,
  createdAt: users.createdAt,
  orgName: organisations.name,
  abn: organisations.abn,
  address: organisations.address,
  websiteLink: organisations.websiteLink,
  logo: organisations.logo,
};

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findUserRow>>>;
export type UserPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'isActive'
    | 'membership'
    | 'latitude'
    | 'longitude'
    | 'level'
    | 'legendCode'
    | 'instagramFollowers'
    | 'tiktokFollowers'
    | 'youtubeFollowers'
  >
>;

/** LIKE treats % and _ as wildcards: a search for "50%" means the text "50%". */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(q: AdminUsersQuery): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (q.role) parts.push(eq(users.role, q.role));
  if (q.status) parts.push(eq(users.isActive, q.status === 'active'));
  if (q.q) {
    const p = likePattern(q.q);
    parts.push(or(ilike(users.name, p), ilike(users.email, p), ilike(organisations.name, p)));
  }
  return and(...parts);
}

/** One page of accounts, newest first, with the total for paging. */
export async function listUsers(db: DbOrTx, q: AdminUsersQuery) {
  const where = filters(q);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(organisations, eq(organisations.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(organisations, eq(organisations.userId, users.id))
      .where(where),
  ]);
  return { rows, total: n };
}

export const findUserRow = async (db: DbOrTx, id: string) =>
  (
    await db
      .select(columns)
      .from(users)
      .leftJoin(organisations, eq(organisations.userId, users.id))
      .where(eq(users.id, id))
      .limit(1)
  )[0];

/**
 * Locks the account row so two admins deciding at once see each other's change (and one e-mail goes out).
 * FOR NO KEY UPDATE: the user's payments and withdrawals (key-share locks) go on meanwhile; only a new
 * legend code (a key column) waits for them, holding nothing they need.
 */
export const lockUser = async (tx: Tx, id: string) =>
  (await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update'))[0];

export const patchUser = (db: DbOrTx, id: string, patch: UserPatch) =>
  db.update(users).set(patch).where(eq(users.id, id));

/** Ends every session of the account: its tokens stay dead even after a later reactivation. */
export const endSessions = (db: DbOrTx, id: string) =>
  db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));

export const setVenueAddress = (db: DbOrTx, id: string, address: string) =>
  db.update(organisations).set({ address }).where(eq(organisations.userId, id));

export async function legendCodeTaken(db: DbOrTx, code: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.legendCode, code)).limit(1);
  return Boolean(row);
}
