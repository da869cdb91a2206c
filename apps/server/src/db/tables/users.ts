/**
 * The users table: the look-ups, locks and writes that several features share. A feature keeps its own
 * reports and joined views (the admin list, the venue map) in its repository.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ROLES } from '@spruik/shared';
import type { Db, DbOrTx, Tx } from '../client';
import { preparedByShape, preparedPer } from '../prepared';
import { users } from '../schema';

export type UserRow = typeof users.$inferSelect;
/** Columns a feature may change on an existing account (never its id or e-mail). */
export type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'email' | 'createdAt'>>;

/**
 * The creator verification queue: active customers with a handle whose follower count is not entered
 * yet and who were not declined. The operator's queue lists them; the console's menu counts them.
 */
export const awaitingVerificationCond = and(
  eq(users.role, ROLES.customer),
  eq(users.isActive, true),
  isNull(users.socialDeclinedReason),
  or(
    and(isNotNull(users.instagramId), isNull(users.instagramFollowers)),
    and(isNotNull(users.tiktokId), isNull(users.tiktokFollowers)),
    and(isNotNull(users.youtubeId), isNull(users.youtubeFollowers)),
  ),
)!;

/**
 * Two different queues of switched-off accounts: a sign-up never activated (a venue awaiting activation) and an
 * account that was live and was suspended (suspended_at set, with its reason).
 */
export const awaitingActivationCond = and(eq(users.isActive, false), isNull(users.suspendedAt))!;
export const suspendedCond = and(eq(users.isActive, false), isNotNull(users.suspendedAt))!;

export type UserColumn = keyof UserRow;

/**
 * What the access check needs of every caller (plugins/access.ts): who, which role (and an operator's console
 * role), and is the token still theirs.
 */
const AUTH_COLUMNS = ['id', 'role', 'operatorRole', 'isActive', 'tokenVersion'] as const;
export type AuthRow = Pick<UserRow, (typeof AUTH_COLUMNS)[number]>;

/**
 * The select list of the access check's read: the auth columns and the columns a route declared it uses
 * (`route(..., { user: [...] })`), built once per route. Never the whole row by default: the password hash,
 * coordinates and follower counts are not every request's business.
 */
export function authSelection(extra: readonly UserColumn[] = []) {
  const names = [...new Set<UserColumn>([...AUTH_COLUMNS, ...extra])];
  return Object.fromEntries(names.map((n) => [n, users[n]])) as { [K in UserColumn]: (typeof users)[K] };
}

/**
 * The access check's read of the caller (the auth columns and the route's declared ones), in one statement,
 * built once: Drizzle assembles a query's SQL text and result mapping on every call otherwise, a measurable part
 * of a small read. An unnamed statement (prepare('')), so PostgreSQL sees exactly what an ad hoc query sends.
 */
export function authReader(db: Db, extra: readonly UserColumn[] = []) {
  const query = db
    .select(authSelection(extra))
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('');
  return async (id: string): Promise<(AuthRow & Partial<UserRow>) | null> => {
    const [row] = await query.execute({ id });
    return (row as (AuthRow & Partial<UserRow>) | undefined) ?? null;
  };
}
export type AuthReader = ReturnType<typeof authReader>;

/** Some columns of one account, for a reader that needs a few of them rather than the whole row. */
export async function findUserColumns<const K extends UserColumn>(
  db: DbOrTx,
  id: string,
  columns: readonly K[],
): Promise<Pick<UserRow, K> | null> {
  const [row] = await columnsReader(db, columns.join(',')).execute({ id });
  return (row as Pick<UserRow, K> | undefined) ?? null;
}

/** One prepared read per column list: the lists are constants in the code, so there are few. */
const columnsReader = preparedByShape((db, columns: string) =>
  db
    .select(Object.fromEntries(columns.split(',').map((c) => [c, users[c as UserColumn]])))
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare(''),
);

export async function findUser(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** E-mail addresses are unique whatever their case. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserByLegendCode(db: DbOrTx, code: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.legendCode, code.toUpperCase())).limit(1);
  return row ?? null;
}

/**
 * The account's row, locked until the transaction ends: one change of its non-key columns (energy, quiz
 * times, profile, an operator's edit, a venue's menu) at a time. FOR NO KEY UPDATE: rows that reference the
 * user by foreign key (payments, withdrawals) hold key-share locks on it, which this does not wait for.
 */
export async function lockUser(tx: Tx, id: string): Promise<UserRow | null> {
  const [row] = await userLock(tx).execute({ id });
  return row ?? null;
}

/** Money and accept paths lock the caller's row on every call: built once. */
const userLock = preparedPer((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .for('no key update')
    .prepare(''),
);

export const updateUser = (db: DbOrTx, id: string, changes: UserChanges) =>
  db.update(users).set(changes).where(eq(users.id, id));

/** A new password ends every older session (the token version moves on). The update locks the user's row. */
export const setPassword = (db: DbOrTx, userId: string, passwordHash: string) =>
  db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));

/** Ends every session of the account: its tokens stay dead even after a later reactivation. */
export const endSessions = (db: DbOrTx, id: string) =>
  db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));

const LEGEND_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A Legend's referral code: 8 characters without the look-alikes 0/O and 1/I. Unique by index, so a taken one is drawn again. */
export const newLegendCode = () =>
  Array.from({ length: 8 }, () => LEGEND_CODE_ALPHABET[randomInt(LEGEND_CODE_ALPHABET.length)]).join('');
