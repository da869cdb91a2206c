import { randomUUID } from 'node:crypto';
import { isUploadedImageName } from '@spruik/shared';

export type ImageExt = 'png' | 'jpg';

/** Names we generate: a uuid and a png/jpg extension. Anything else is not one of our uploads. */
export const isStoredImageName = isUploadedImageName;

export const newImageName = (ext: ImageExt) => `${randomUUID()}.${ext}`;

/** The type an upload is served as, from our own name (never from the bytes or the uploader's word). */
export const imageContentType = (name: string) => (name.endsWith('.png') ? 'image/png' : 'image/jpeg');

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
