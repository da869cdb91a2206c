import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { ERROR_CODE, MSG } from '@spruik/shared';
import { imagesApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { badRequest } from '../../lib/app-error';
import { limited } from '../../plugins/rate-limit';
import { route } from '../../plugins/route';
import { createImageStore } from './image-store';
import { parsingMultipart, readUpload, storeImage } from './images.service';

/** POST /api/images: multipart field "image". No file answers 'empty' (SPEC.md: the client reads it as "no new image"). */
export function imagesRoutes(app: FastifyInstance, { config }: Deps) {
  mkdirSync(config.uploadDir, { recursive: true });
  const store = createImageStore(config);
  route(
    app,
    imagesApi.upload,
    async ({ req }) => {
      if (!req.isMultipart()) throw badRequest(MSG.imageEmpty, ERROR_CODE.EMPTY);
      const bytes = await parsingMultipart(async () => {
        const file = await req.file();
        if (!file || file.fieldname !== 'image') throw badRequest(MSG.imageEmpty, ERROR_CODE.EMPTY);
        return readUpload(file);
      });
      return { data: { filename: await storeImage(store, bytes) } };
    },
    { ...limited('image-upload') },
  );
}
