import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements, menuItems, organisations } from '../../db/schema';
import type { ImageStore } from './image-store';

/**
 * Every column that holds an upload's filename. A new column that stores one must be listed here, or the daily
 * cleanup deletes its files (a test walks the schema for image-like columns to catch that).
 */
export const imageColumns = [
  { table: organisations, column: organisations.logo },
  { table: menuItems, column: menuItems.image },
  // An uploaded filename or an https:// address; addresses simply never match a stored name.
  { table: announcements, column: announcements.imageUrl },
];

export async function referencedImageNames(db: Db): Promise<Set<string>> {
  const names = new Set<string>();
  for (const { table, column } of imageColumns) {
    const rows = await db.selectDistinct({ name: column }).from(table).where(isNotNull(column));
    for (const { name } of rows) if (name) names.add(name);
  }
  return names;
}

/**
 * Deletes stored images written before `writtenBefore` that no row references: uploads whose form was never
 * saved, and images replaced or removed since. Returns the deleted names.
 */
export async function deleteUnreferencedImages(
  db: Db,
  store: ImageStore,
  writtenBefore: Date,
): Promise<string[]> {
  const old = (await store.list()).filter((image) => image.modifiedAt < writtenBefore);
  if (old.length === 0) return [];
  const referenced = await referencedImageNames(db);
  const deleted: string[] = [];
  for (const { name } of old) {
    if (referenced.has(name)) continue;
    await store.delete(name);
    deleted.push(name);
  }
  return deleted;
}
