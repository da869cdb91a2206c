import { randomUUID } from 'node:crypto';
import { isUploadedImageName } from '@spruik/shared';

/** New uploads are stored as webp; png and jpg names were stored before that and are served as they are. */
export type ImageExt = 'webp' | 'png' | 'jpg';

/** Names we generate: a uuid and a webp/png/jpg extension. Anything else is not one of our uploads. */
export const isStoredImageName = isUploadedImageName;

export const newImageName = (ext: ImageExt) => `${randomUUID()}.${ext}`;

const CONTENT_TYPES: Record<ImageExt, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** The type an upload is served as, from our own name (never from the bytes or the uploader's word). */
export const imageContentType = (name: string) =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1) as ImageExt] ?? 'application/octet-stream';

/**
 * Headers for every uploaded file we serve: the real type, no sniffing, and a sandbox so that even a file that
 * somehow held markup could not run script or reach our origin. Names are random and never reused, so the
 * answer can be cached for a year.
 */
export const uploadResponseHeaders = (name: string) => ({
  'content-type': imageContentType(name),
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'public, max-age=31536000, immutable',
});
