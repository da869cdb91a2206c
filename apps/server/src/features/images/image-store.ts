import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Config } from '../../config/env';
import { isStoredImageName } from './image-names';
import { s3Store } from './s3-store';

export type StoredImage = { name: string; modifiedAt: Date };

/**
 * Where uploaded images live: the local disk in DATA_DIR (the default), or S3-compatible storage when S3_BUCKET
 * is set (s3-store.ts), which every server of a fleet shares. Names are always ones we generated
 * (isStoredImageName), so a name can never walk out of the store.
 */
export type ImageStore = {
  put: (name: string, bytes: Buffer) => Promise<void>;
  /** The bytes, or null when there is no such image. */
  get: (name: string) => Promise<Buffer | null>;
  /** Every image in the store with the time it was written. */
  list: () => Promise<StoredImage[]>;
  /** Removes the image; a missing one is not an error. */
  delete: (name: string) => Promise<void>;
  /** Remote stores: a short-lived URL the browser is redirected to. Local files are served by this server. */
  signedUrl?: (name: string) => Promise<string>;
  /** Remote stores: throws when the store cannot be reached (readiness). */
  ping?: () => Promise<void>;
};

export function createImageStore(config: { uploadDir: string; s3?: S3Config }): ImageStore {
  return config.s3 ? s3Store(config.s3) : localDiskStore(config.uploadDir);
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

function checked(dir: string, name: string): string {
  if (!isStoredImageName(name)) throw new Error(`not an uploaded image name: ${name}`);
  return path.join(dir, name);
}

export function localDiskStore(dir: string): ImageStore {
  return {
    // 'wx': names are random and never reused, so an existing file means a bug, not something to overwrite.
    put: async (name, bytes) => writeFile(checked(dir, name), bytes, { flag: 'wx' }),
    get: async (name) =>
      readFile(checked(dir, name)).catch((err: unknown) => {
        if (isMissing(err)) return null;
        throw err;
      }),
    list: async () => {
      const entries = await readdir(dir, { withFileTypes: true }).catch((err: unknown) => {
        if (isMissing(err)) return [];
        throw err;
      });
      const images: StoredImage[] = [];
      for (const entry of entries) {
        if (!entry.isFile() || !isStoredImageName(entry.name)) continue;
        const info = await stat(path.join(dir, entry.name)).catch(() => null);
        if (info) images.push({ name: entry.name, modifiedAt: info.mtime });
      }
      return images;
    },
    delete: async (name) =>
      unlink(checked(dir, name)).catch((err: unknown) => {
        if (!isMissing(err)) throw err;
      }),
  };
}
