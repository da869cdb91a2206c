import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { announcements } from '../../db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementPatch = Partial<Pick<AnnouncementRow, 'imageUrl' | 'link' | 'position' | 'roles'>>;

/** Banner order: position, then the order they were added. With a role, only the banners that role sees. */
export const listAnnouncements = (db: DbOrTx, role?: number) =>
  db
    .select()
    .from(announcements)
    .where(role === undefined ? undefined : sql`${role} = any(${announcements.roles})`)
    .orderBy(asc(announcements.position), asc(announcements.createdAt), asc(announcements.id));

export const lockAnnouncement = async (tx: Tx, id: string): Promise<AnnouncementRow | undefined> =>
  (await tx.select().from(announcements).where(eq(announcements.id, id)).for('update'))[0];

/** The position after the last banner, so a new one goes to the end unless told otherwise. */
export async function nextPosition(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ p: sql<number>`coalesce(max(${announcements.position}) + 1, 0)::int` })
    .from(announcements);
  return Number(row.p);
}

export const insertAnnouncement = async (
  db: DbOrTx,
  v: { imageUrl: string; link: string | null; position: number; roles: number[] },
) => (await db.insert(announcements).values(v).returning())[0];

export const updateAnnouncement = async (db: DbOrTx, id: string, patch: AnnouncementPatch) =>
  (await db.update(announcements).set(patch).where(eq(announcements.id, id)).returning())[0];

export const deleteAnnouncement = (db: DbOrTx, id: string) =>
  db.delete(announcements).where(eq(announcements.id, id));
