import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Platform } from '@spruik/shared';
import type { AdminUsersQuery } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { afterKeyset, keysetAt, type Keyset } from '../../db/keyset';
import { likePattern } from '../../db/like';
import { organisations, socialConnections, users } from '../../db/schema';
import { awaitingActivationCond, awaitingVerificationCond, suspendedCond } from '../../db/tables/users';

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
  socialDeclinedReason: users.socialDeclinedReason,
  // The platforms whose count a connected account gave (shown as "Verified by Instagram" in the queue).
  connectedPlatforms: sql<
    Platform[]
  >`array(select ${socialConnections.platform} from ${socialConnections} where ${socialConnections.userId} = ${users.id} and ${socialConnections.status} = 'connected' order by 1)`,
  suspendedReason: users.suspendedReason,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
  orgName: organisations.name,
  abn: organisations.abn,
  address: organisations.address,
  websiteLink: organisations.websiteLink,
  logo: organisations.logo,
};

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUser>>>;
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
    | 'socialDeclinedReason'
    | 'suspendedReason'
    | 'suspendedAt'
  >
>;

function filters(q: AdminUsersQuery): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (q.role) parts.push(eq(users.role, q.role));
  if (q.status === 'unverified') parts.push(awaitingVerificationCond);
  else if (q.status === 'active') parts.push(eq(users.isActive, true));
  else if (q.status === 'pending') parts.push(awaitingActivationCond);
  else if (q.status === 'suspended') parts.push(suspendedCond);
  if (q.q) {
    const p = likePattern(q.q);
    parts.push(or(ilike(users.name, p), ilike(users.email, p), ilike(organisations.name, p)));
  }
  return and(...parts);
}

/** `limit` accounts after the cursor, newest first (keyset on created_at, id). */
export async function listUsers(db: DbOrTx, q: AdminUsersQuery, after: Keyset | null, limit: number) {
  return db
    .select({ ...columns, at: keysetAt(users.createdAt) })
    .from(users)
    .leftJoin(organisations, eq(organisations.userId, users.id))
    .where(and(filters(q), afterKeyset(users.createdAt, users.id, after, 'desc')))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

/** One account as the operator sees it: the user with its organisation's details. */
export const findAdminUser = async (db: DbOrTx, id: string) =>
  (
    await db
      .select(columns)
      .from(users)
      .leftJoin(organisations, eq(organisations.userId, users.id))
      .where(eq(users.id, id))
      .limit(1)
  )[0];
