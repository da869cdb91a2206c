/**
 * Every accepted upload is decoded and encoded again, so what we store is pixels and nothing else: no bytes
 * appended after the image (PNG+HTML, JPEG+JS polyglots), no EXIF (camera, GPS), no comments or colour profiles.
 */
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { ERROR_CODE, LIMITS, MSG } from '@spruik/shared';
import { badRequest } from '../../lib/app-error';
import type { ImageExt } from './image-names';

/** Stored images fit in this box (never enlarged). */
export const MAX_IMAGE_SIDE = 1600;
/** Decompression bombs: a few kB of PNG can claim a 50,000 x 50,000 canvas. 50 MP still admits 48 MP photos. */
export const MAX_INPUT_PIXELS = 50_000_000;

export const IMAGE_MSG = {
  unreadable: 'The image could not be read. Please choose another one.',
  animated: 'Animated images are not allowed.',
  tooManyPixels: `Images must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
};

const ALLOWED: Record<string, { ext: ImageExt; format: string }> = {
  'image/png': { ext: 'png', format: 'png' },
  'image/jpeg': { ext: 'jpg', format: 'jpeg' },
};

/**
 * sharp decodes on libuv's thread pool (off the event loop). Two at a time per process leaves pool threads for
 * file reads and bounds the memory a burst of uploads can take.
 */
const transcodeSlots = pLimit(2);
// Every upload is a new image: libvips' operation cache would only hold on to memory.
sharp.cache(false);

const unreadable = () => badRequest(IMAGE_MSG.unreadable, ERROR_CODE.IMAGE_UNREADABLE);

/** Checks the upload and returns it re-encoded to its own type, auto-rotated, stripped and at most 1600 px. */
export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; ext: ImageExt }> {
  if (bytes.length === 0) throw badRequest(MSG.imageEmpty, ERROR_CODE.EMPTY);
  if (bytes.length > LIMITS.maxImageBytes) throw badRequest(MSG.imageSize, ERROR_CODE.TOO_LARGE);
  // A cheap look at the magic bytes first, so other formats (SVG, GIF, TIFF...) never reach the decoder.
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed?.mime === 'image/apng') throw badRequest(IMAGE_MSG.animated, ERROR_CODE.IMAGE_ANIMATED);
  const kind = sniffed && ALLOWED[sniffed.mime];
  if (!kind) throw badRequest(MSG.imageType, ERROR_CODE.IMAGE_TYPE);
  return transcodeSlots(async () => ({ bytes: await transcode(bytes, kind.format), ext: kind.ext }));
}

async function transcode(bytes: Buffer, format: string): Promise<Buffer> {
  // The header alone (so no pixel limit yet): size and page count are known before any pixel is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (meta.format !== format) throw badRequest(MSG.imageType, ERROR_CODE.IMAGE_TYPE);
  if ((meta.pages ?? 1) > 1) throw badRequest(IMAGE_MSG.animated, ERROR_CODE.IMAGE_ANIMATED);
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw badRequest(IMAGE_MSG.tooManyPixels, ERROR_CODE.IMAGE_PIXELS);

  // failOn 'warning' (sharp's advice for untrusted input) refuses truncated or corrupt data. Output keeps no
  // metadata: sharp writes none unless asked to.
  const image = sharp(bytes, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'warning',
    autoOrient: true,
  }).resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
  const encoded = format === 'png' ? image.png() : image.jpeg({ quality: 85 });
  return encoded.toBuffer().catch(() => {
    throw unreadable();
  });
}
