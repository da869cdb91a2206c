/**
 * Audit targets in words: the log stores a type and an id; the console shows what they name. One
 * query per target type on the page, whatever its length. A target that no longer exists (a deleted banner or
 * question) is named from what the row recorded, else left unnamed.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { formatMoneyCents } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { uuidsAmong } from '../../db/uuid';
import {
  announcements,
  appeals,
  campaigns,
  organisations,
  questions,
  topUps,
  users,
  withdrawals,
} from '../../db/schema';

type Target = { targetType: string; targetId: string | null; before: unknown; after: unknown };
type Lookup = (db: DbOrTx, ids: string[]) => Promise<Array<{ id: string; name: string }>>;

const money = formatMoneyCents;
/** "Bean Counter (Ben Brown, ben@…)" for an organisation, "Jane Smith (jane@…)" for a customer or operator. */
const person = (name: string, email: string, organisation: string | null) =>
  organisation ? `${organisation} (${name}, ${email})` : `${name} (${email})`;
/** Whose money it is: the organisation's name, else the person's. */
const holder = sql<string>`coalesce(${organisations.name}, ${users.name})`;

const lookups: Record<string, Lookup> = {
  user: async (db, ids) =>
    (
      await db
        .select({ id: users.id, name: users.name, email: users.email, organisation: organisations.name })
        .from(users)
        .leftJoin(organisations, eq(organisations.userId, users.id))
        .where(inArray(users.id, ids))
    ).map((r) => ({ id: r.id, name: person(r.name, r.email, r.organisation) })),
  campaign: async (db, ids) =>
    db.select({ id: campaigns.id, name: campaigns.title }).from(campaigns).where(inArray(campaigns.id, ids)),
  withdrawal: async (db, ids) =>
    (
      await db
        .select({ id: withdrawals.id, cents: withdrawals.amountCents, holder })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.userId))
        .leftJoin(organisations, eq(organisations.userId, withdrawals.userId))
        .where(inArray(withdrawals.id, ids))
    ).map((r) => ({ id: r.id, name: `${money(r.cents)} to ${r.holder}` })),
  top_up: async (db, ids) =>
    (
      await db
        .select({ id: topUps.id, cents: topUps.amountCents, holder })
        .from(topUps)
        .innerJoin(users, eq(users.id, topUps.userId))
        .leftJoin(organisations, eq(organisations.userId, topUps.userId))
        .where(inArray(topUps.id, ids))
    ).map((r) => ({ id: r.id, name: `${money(r.cents)} from ${r.holder}` })),
  appeal: async (db, ids) =>
    (
      await db
        .select({ id: appeals.id, creator: users.name, title: campaigns.title })
        .from(appeals)
        .innerJoin(users, eq(users.id, appeals.userId))
        .innerJoin(campaigns, eq(campaigns.id, appeals.campaignId))
        .where(inArray(appeals.id, ids))
    ).map((r) => ({ id: r.id, name: `${r.creator} on "${r.title}"` })),
  question: async (db, ids) =>
    db.select({ id: questions.id, name: questions.title }).from(questions).where(inArray(questions.id, ids)),
  announcement: async (db, ids) =>
    (
      await db
        .select({ id: announcements.id, link: announcements.link, position: announcements.position })
        .from(announcements)
        .where(inArray(announcements.id, ids))
    ).map((r) => ({ id: r.id, name: r.link ?? `Banner at position ${r.position}` })),
};

/** What a row recorded about a target that is gone: its title or link. */
function recorded(t: Target): string | null {
  for (const side of [t.before, t.after]) {
    if (side && typeof side === 'object') {
      const v = side as Record<string, unknown>;
      if (typeof v.title === 'string') return v.title;
      if (typeof v.link === 'string') return v.link;
    }
  }
  return null;
}

const keyOf = (type: string, id: string) => `${type}:${id}`;

/** A namer for the rows' targets (rows without an id, or of a type it does not know, get none). */
export async function targetNames(db: DbOrTx, rows: Target[]): Promise<(t: Target) => string | null> {
  const ids = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.targetId || !lookups[r.targetType]) continue;
    ids.set(r.targetType, [...(ids.get(r.targetType) ?? []), r.targetId]);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...ids].map(async ([type, list]) => {
      const wanted = uuidsAmong(list);
      if (wanted.length === 0) return;
      for (const { id, name } of await lookups[type](db, wanted)) names.set(keyOf(type, id), name);
    }),
  );
  return (t) =>
    t.targetId ? (names.get(keyOf(t.targetType, t.targetId.toLowerCase())) ?? recorded(t)) : null;
}
