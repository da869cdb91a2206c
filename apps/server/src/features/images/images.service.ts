import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS, MSG } from '@spruik/shared';
import { badRequest } from '../../lib/app-error';

const ALLOWED: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** Names we generate: a uuid and a png/jpg extension. Anything else is not one of our uploads. */
export const isStoredImageName = (name: string) => /^[0-9a-f-]{36}\.(png|jpg)$/.test(name);

/** Checks the bytes (not the name) are png or jpeg and stores them under a random name. */
export async function storeImage(uploadDir: string, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badRequest(MSG.imageEmpty, 'EMPTY');
  if (bytes.length > LIMITS.maxImageBytes) throw badRequest(MSG.imageSize, 'TOO_LARGE');
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && ALLOWED[type.mime];
  if (!ext) throw badRequest(MSG.imageType, 'IMAGE_TYPE');
  const filename = `${randomUUID()}.${ext}`;
  await writeFile(path.join(uploadDir, filename), bytes);
  return filename;
}
