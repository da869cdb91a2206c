import type { MultipartFile } from '@fastify/multipart';
import { ERROR_CODE, MSG } from '@spruik/shared';
import { AppError, badRequest } from '../../lib/app-error';
import type { ImageStore } from './image-store';
import { newImageName } from './image-names';
import { reencodeImage } from './reencode';

export { isStoredImageName } from './image-names';

/** The upload's bytes; over the multipart limit (5 MB) is the size message of docs/spec.md, Venues and menus, rather than a bare 413. */
export async function readUpload(file: MultipartFile): Promise<Buffer> {
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file.file.truncated) {
      throw badRequest(MSG.imageSize, ERROR_CODE.TOO_LARGE);
    }
    throw err;
  }
}

/**
 * Runs a read of the multipart body. The parser (busboy) throws plain errors for a body that is no multipart
 * form (no or wrong boundary, cut short, garbage): those are the client's, a 400 like any other body that does
 * not parse. Our own answers and @fastify/multipart's limits (4xx with a status) pass through.
 */
export async function parsingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw badRequest('The request is not valid.', ERROR_CODE.BAD_REQUEST);
  }
}

export const IMAGE_STORE_DOWN_TEXT =
  'Images cannot be saved or shown right now. Please try again in a moment.';
/** How long a client is told to wait while the image store is down (Retry-After). */
export const IMAGE_STORE_RETRY_AFTER_SECONDS = 30;

/**
 * The image store (S3) did not take or give the image: 503 with Retry-After, since the image itself was fine and
 * the same request will work once the store is back. `cause` is the store's error, for the log.
 */
export class ImageStoreUnavailable extends AppError {
  constructor(readonly storeError: unknown) {
    super(503, ERROR_CODE.UNAVAILABLE, IMAGE_STORE_DOWN_TEXT);
  }
}

/** Re-encodes the upload (reencode.ts refuses anything but a plain png or jpeg) and stores it under a random name. */
export async function storeImage(store: ImageStore, bytes: Buffer): Promise<string> {
  const image = await reencodeImage(bytes);
  const filename = newImageName(image.ext);
  await store.put(filename, image.bytes).catch((err: unknown) => {
    throw new ImageStoreUnavailable(err);
  });
  return filename;
}
