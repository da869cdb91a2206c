import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuCategories, menuItems } from '../../db/schema';

export type CategoryRow = typeof menuCategories.$inferSelect;
export type ItemRow = typeof menuItems.$inferSelect;
export type ItemValues = {
  name: string;
  priceCents: number;
  ingredients: string | null;
  image?: string | null;
};

export const listCategories = (db: DbOrTx, venueId: string) =>
  db
    .select()
    .from(menuCategories)
    .where(eq(menuCategories.venueId, venueId))
    .orderBy(asc(menuCategories.position), asc(menuCategories.createdAt), asc(menuCategories.id));

export const listItemsOfVenue = (db: DbOrTx, venueId: string) =>
  db
    .select({ item: menuItems })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(eq(menuCategories.venueId, venueId))
    .orderBy(asc(menuItems.position), asc(menuItems.createdAt), asc(menuItems.id));

/** A category only when it belongs to this venue. */
export const findCategory = async (db: DbOrTx, venueId: string, categoryId: string) =>
  (
    await db
      .select()
      .from(menuCategories)
      .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.venueId, venueId)))
      .limit(1)
  )[0];

export const findItem = async (db: DbOrTx, categoryId: string, itemId: string) =>
  (
    await db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.id, itemId), eq(menuItems.categoryId, categoryId)))
      .limit(1)
  )[0];

export const countCategories = async (db: DbOrTx, venueId: string) =>
  (await db.select({ n: count() }).from(menuCategories).where(eq(menuCategories.venueId, venueId)))[0].n;

export const countItems = async (db: DbOrTx, categoryId: string) =>
  (await db.select({ n: count() }).from(menuItems).where(eq(menuItems.categoryId, categoryId)))[0].n;

/** New categories and items go last. */
export async function insertCategory(db: DbOrTx, venueId: string, name: string) {
  const next = sql<number>`(select coalesce(max(${menuCategories.position}), -1) + 1 from ${menuCategories} where ${menuCategories.venueId} = ${venueId})`;
  await db.insert(menuCategories).values({ venueId, name, position: next });
}

export const renameCategory = (db: DbOrTx, categoryId: string, name: string) =>
  db.update(menuCategories).set({ name }).where(eq(menuCategories.id, categoryId));

/** Removes the category and its items (explicitly, not only by the foreign key's cascade). */
export async function deleteCategory(db: DbOrTx, categoryId: string) {
  await db.delete(menuItems).where(eq(menuItems.categoryId, categoryId));
  await db.delete(menuCategories).where(eq(menuCategories.id, categoryId));
}

export async function insertItem(db: DbOrTx, categoryId: string, values: ItemValues) {
  const next = sql<number>`(select coalesce(max(${menuItems.position}), -1) + 1 from ${menuItems} where ${menuItems.categoryId} = ${categoryId})`;
  await db.insert(menuItems).values({ categoryId, ...values, image: values.image ?? null, position: next });
}

export const updateItem = (db: DbOrTx, itemId: string, values: ItemValues) =>
  db.update(menuItems).set(values).where(eq(menuItems.id, itemId));

export const deleteItem = (db: DbOrTx, itemId: string) =>
  db.delete(menuItems).where(eq(menuItems.id, itemId));
