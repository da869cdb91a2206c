/**
 * Every accepted upload is decoded and encoded again, so what we store is pixels and nothing else: no bytes
 * appended after the image (PNG+HTML, JPEG+JS polyglots), no EXIF (camera, GPS), no comments or colour profiles.
 * Uploads are PNG or JPEG; what we store is WebP, a fraction of the bytes on a phone's connection.
 */
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp, { type WebpOptions } from 'sharp';
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

/** What uploads may be (by content), as file-type's mime and sharp's format name. */
const ALLOWED: Record<string, 'png' | 'jpeg'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
};

/**
 * Lossy WebP at quality 80 (libwebp's default effort 4): for photos about 60% of our old JPEG at 85 with about
 * the same error, a quarter of the demo banners' PNG. The alpha plane is kept and coded losslessly
 * (alphaQuality 100, sharp's default), so a logo's transparent corners and soft edges stay as drawn.
 */
const LOSSY: WebpOptions = { quality: 80, alphaQuality: 100 };
/**
 * Drawn PNGs (logos, icons, flat colours) are smaller again as lossless WebP, and exact. Lossless WebP is rarely
 * under half the PNG's own size, so a PNG over twice the lossy file (a photo saved as PNG) skips that slow try.
 */
const LOSSLESS_WORTH_TRYING = 2;

/**
 * sharp decodes on libuv's thread pool (off the event loop). Two at a time per process leaves pool threads for
 * file reads and bounds the memory a burst of uploads can take.
 */
const transcodeSlots = pLimit(2);
// Every upload is a new image: libvips' operation cache would only hold on to memory.
sharp.cache(false);

const unreadable = () => badRequest(IMAGE_MSG.unreadable, ERROR_CODE.IMAGE_UNREADABLE);

/** Checks the upload (PNG or JPEG) and returns it as WebP, auto-rotated, stripped and at most 1600 px. */
export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; ext: ImageExt }> {
  if (bytes.length === 0) throw badRequest(MSG.imageEmpty, ERROR_CODE.EMPTY);
  if (bytes.length > LIMITS.maxImageBytes) throw badRequest(MSG.imageSize, ERROR_CODE.TOO_LARGE);
  // A cheap look at the magic bytes first, so other formats (SVG, GIF, TIFF...) never reach the decoder.
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed?.mime === 'image/apng') throw badRequest(IMAGE_MSG.animated, ERROR_CODE.IMAGE_ANIMATED);
  const format = sniffed && ALLOWED[sniffed.mime];
  if (!format) throw badRequest(MSG.imageType, ERROR_CODE.IMAGE_TYPE);
  return transcodeSlots(async () => ({ bytes: await transcode(bytes, format), ext: 'webp' }));
}

async function transcode(bytes: Buffer, format: 'png' | 'jpeg'): Promise<Buffer> {
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
  const encode = (options: WebpOptions) =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', autoOrient: true })
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp(options)
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw unreadable();
      });
  const lossy = await encode(LOSSY);
  if (format === 'jpeg') return lossy.data;
  // The PNG's size as it would be at the stored dimensions (smaller when the image was scaled down).
  const scaled = (lossy.info.width * lossy.info.height) / (meta.width * meta.height);
  if (bytes.length * scaled > LOSSLESS_WORTH_TRYING * lossy.data.length) return lossy.data;
  const lossless = await encode({ lossless: true });
  return lossless.data.length < lossy.data.length ? lossless.data : lossy.data;
}
