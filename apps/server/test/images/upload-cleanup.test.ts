import { existsSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { announcements, menuCategories, menuItems, organisations } from '../../src/db/schema';
import { createImageStore } from '../../src/features/images/image-store';
import { newImageName, type ImageExt } from '../../src/features/images/image-names';
import { imageColumns } from '../../src/features/images/unreferenced-images';
import { runUploadCleanup } from '../../src/jobs/upload-cleanup';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { solid } from './helpers';

const HOUR = 60 * 60 * 1000;

describe.each(databaseKinds)('daily upload cleanup (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  const fileOf = (name: string) => path.join(t.config.uploadDir, name);
  /** Stores an image whose file was written `ageMs` before the app's clock. */
  async function storedImage(ageMs: number, ext: ImageExt = 'webp') {
    const name = newImageName(ext);
    const image = solid(4, 4);
    const bytes = await (
      ext === 'webp' ? image.webp() : ext === 'png' ? image.png() : image.jpeg()
    ).toBuffer();
    await createImageStore(t.config).put(name, bytes);
    const at = new Date(t.clock.now().getTime() - ageMs);
    await utimes(fileOf(name), at, at);
    return name;
  }

  it('deletes unreferenced files older than 24 h and keeps referenced old files and young ones', async () => {
    // WebP is what uploads are stored as; .png and .jpg names are from before and are handled alike.
    const unreferencedOld = await storedImage(25 * HOUR);
    const unreferencedOldJpg = await storedImage(30 * 24 * HOUR, 'jpg');
    const unreferencedOldPng = await storedImage(26 * HOUR, 'png');
    const unreferencedYoung = await storedImage(1 * HOUR);
    const logo = await storedImage(25 * HOUR);
    const dish = await storedImage(48 * HOUR, 'jpg');
    const banner = await storedImage(400 * HOUR, 'png');
    const webpBanner = await storedImage(400 * HOUR);

    const venue = await t.createUser(1);
    await t.db.update(organisations).set({ logo }).where(eq(organisations.userId, venue.user.id));
    const [category] = await t.db
      .insert(menuCategories)
      .values({ venueId: venue.user.id, name: 'Mains' })
      .returning();
    await t.db
      .insert(menuItems)
      .values({ categoryId: category.id, name: 'Soup', priceCents: 900, image: dish });
    await t.db.insert(announcements).values({ imageUrl: banner });
    await t.db.insert(announcements).values({ imageUrl: webpBanner });
    await t.db.insert(announcements).values({ imageUrl: 'https://cdn.example.com/banner.png' });
    // Files that are not ours are never touched, however old.
    const foreign = fileOf('keep-me.txt');
    await writeFile(foreign, 'operator notes');
    await utimes(foreign, new Date(0), new Date(0));

    const result = await runUploadCleanup(t.app.deps);
    expect(result.ran).toBe(true);
    const expected = [unreferencedOld, unreferencedOldJpg, unreferencedOldPng];
    expect(result.ran && [...result.deleted].sort()).toEqual(expected.sort());
    for (const gone of expected) expect(existsSync(fileOf(gone)), gone).toBe(false);
    for (const kept of [unreferencedYoung, logo, dish, banner, webpBanner])
      expect(existsSync(fileOf(kept)), kept).toBe(true);
    expect(existsSync(foreign)).toBe(true);
  });

  it('runs at most once a day, across processes, however often the scheduler ticks', async () => {
    t.clock.advance(25 * HOUR);
    expect((await runUploadCleanup(t.app.deps)).ran).toBe(true);
    const stale = await storedImage(25 * HOUR);
    t.clock.advance(23 * HOUR);
    expect(await runUploadCleanup(t.app.deps)).toEqual({ ran: false });
    expect(existsSync(fileOf(stale))).toBe(true);
    t.clock.advance(1 * HOUR + 1000);
    expect(await runUploadCleanup(t.app.deps)).toEqual({ ran: true, deleted: [stale] });
  });
});

describe('image columns', () => {
  it('lists every schema column that looks like it stores an upload, so the cleanup never deletes a used file', () => {
    const listed = new Set(imageColumns.map(({ column }) => column));
    const imageLike: string[] = [];
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      for (const column of Object.values(getTableColumns(table))) {
        if (!/(^|_)(image|logo|photo|avatar|banner|picture|icon|upload|file)s?(_|$)/.test(column.name))
          continue;
        imageLike.push(`${getTableName(table)}.${column.name}`);
        expect(listed.has(column), `${getTableName(table)}.${column.name}`).toBe(true);
      }
    }
    expect(imageLike.sort()).toEqual(['announcements.image_url', 'menu_items.image', 'organisations.logo']);
  });
});
