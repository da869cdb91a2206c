import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localDiskStore } from '../../src/features/images/image-store';
import { imageContentType, isStoredImageName, newImageName } from '../../src/features/images/image-names';

describe('the local disk image store', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'spruik-store-'));
  const store = localDiskStore(dir);

  it('puts, gets, lists and deletes images by name', async () => {
    const name = newImageName('webp');
    await store.put(name, Buffer.from('pixels'));
    expect((await store.get(name))?.toString()).toBe('pixels');
    const listed = await store.list();
    expect(listed.map((i) => i.name)).toContain(name);
    expect(listed.find((i) => i.name === name)?.modifiedAt).toBeInstanceOf(Date);
    await store.delete(name);
    expect(await store.get(name)).toBeNull();
    await store.delete(name); // already gone: not an error
  });

  it('never overwrites an image and only touches names it generated', async () => {
    const name = newImageName('jpg');
    await store.put(name, Buffer.from('first'));
    await expect(store.put(name, Buffer.from('second'))).rejects.toThrow();
    expect((await store.get(name))?.toString()).toBe('first');

    writeFileSync(path.join(dir, 'notes.txt'), 'operator notes');
    expect((await store.list()).map((i) => i.name)).not.toContain('notes.txt');
    for (const bad of ['notes.txt', '../secret.png', `sub/${name}`]) {
      await expect(store.get(bad)).rejects.toThrow(/not an uploaded image name/);
      await expect(store.delete(bad)).rejects.toThrow(/not an uploaded image name/);
      await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow(/not an uploaded image name/);
    }
    expect(existsSync(path.join(dir, 'notes.txt'))).toBe(true);
  });
});

describe('stored image names', () => {
  it('are a uuid with .webp, or .png/.jpg from before WebP; each is served as its own type', () => {
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    for (const [ext, type] of [
      ['webp', 'image/webp'],
      ['png', 'image/png'],
      ['jpg', 'image/jpeg'],
    ] as const) {
      expect(isStoredImageName(`${uuid}.${ext}`), ext).toBe(true);
      expect(isStoredImageName(newImageName(ext)), ext).toBe(true);
      expect(imageContentType(`${uuid}.${ext}`)).toBe(type);
    }
    expect(newImageName('webp')).toMatch(/^[0-9a-f-]{36}\.webp$/);
    for (const bad of ['gif', 'jpeg', 'WEBP', 'webp.html', 'svg'])
      expect(isStoredImageName(`${uuid}.${bad}`), bad).toBe(false);
  });
});
