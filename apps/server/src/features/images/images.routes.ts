import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { MSG, ROLES } from '@spruik/shared';
import type { Deps } from '../../deps';
import { badRequest } from '../../lib/app-error';
import { limited } from '../../plugins/rate-limit';
import { createImageStore } from './image-store';
import { readUpload, storeImage } from './images.service';

/** POST /api/images: multipart field "image". No file answers 'empty' (SPEC.md: the client reads it as "no new image"). */
export function imagesRoutes(app: FastifyInstance, { config }: Deps) {
  mkdirSync(config.uploadDir, { recursive: true });
  const store = createImageStore(config);
  app.post('/api/images', limited('image-upload'), async (req) => {
    await req.requireUser([ROLES.venue, ROLES.business, ROLES.admin]);
    if (!req.isMultipart()) throw badRequest(MSG.imageEmpty, 'EMPTY');
    const file = await req.file();
    if (!file || file.fieldname !== 'image') throw badRequest(MSG.imageEmpty, 'EMPTY');
    const bytes = await readUpload(file);
    return { data: { filename: await storeImage(store, bytes) } };
  });
}
