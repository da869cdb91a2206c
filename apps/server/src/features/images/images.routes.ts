import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { ERROR_CODE, MSG } from '@spruik/shared';
import { imagesApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { badRequest } from '../../lib/app-error';
import { limited } from '../../plugins/rate-limit';
import { route } from '../../plugins/route';
import { createImageStore } from './image-store';
import {
  IMAGE_STORE_RETRY_AFTER_SECONDS,
  ImageStoreUnavailable,
  parsingMultipart,
  readUpload,
  storeImage,
} from './images.service';

/** POST /api/images: multipart field "image". No file answers 'empty' (docs/spec.md, Venues and menus: the client reads it as "no new image"). */
export function imagesRoutes(app: FastifyInstance, { config }: Deps) {
  mkdirSync(config.uploadDir, { recursive: true });
  const store = createImageStore(config);
  route(
    app,
    imagesApi.upload,
    async ({ req, reply }) => {
      if (!req.isMultipart()) throw badRequest(MSG.imageEmpty, ERROR_CODE.EMPTY);
      const bytes = await parsingMultipart(async () => {
        const file = await req.file();
        if (!file || file.fieldname !== 'image') throw badRequest(MSG.imageEmpty, ERROR_CODE.EMPTY);
        return readUpload(file);
      });
      const filename = await storeImage(store, bytes).catch((err: unknown) => {
        if (err instanceof ImageStoreUnavailable) {
          req.log.error({ err: err.storeError }, 'image store unavailable');
          reply.header('retry-after', IMAGE_STORE_RETRY_AFTER_SECONDS);
        }
        throw err;
      });
      return { data: { filename } };
    },
    { ...limited('image-upload') },
  );
}
