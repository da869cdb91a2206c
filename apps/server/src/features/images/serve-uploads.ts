import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../../config/env';
import { declarePublic } from '../../plugins/access';
import type { Readiness } from '../../plugins/readiness';
import { isStoredImageName, uploadResponseHeaders } from './image-names';
import { createImageStore, type ImageStore } from './image-store';
import { IMAGE_STORE_RETRY_AFTER_SECONDS, ImageStoreUnavailable } from './images.service';

/**
 * Uploaded images at /uploads/<name>: from DATA_DIR, or a redirect to a signed URL of the S3 bucket (every
 * server of a fleet redirects to the same bucket). A name that is not ours, or not there, is the usual 404.
 * While the bucket's last readiness check failed, 503 with Retry-After instead of a link that cannot load.
 */
export async function serveUploads(
  app: FastifyInstance,
  config: Pick<Config, 'uploadDir' | 's3'>,
  readiness?: Pick<Readiness, 'lastKnown'>,
) {
  if (config.s3) await serveFromBucket(app, createImageStore(config), readiness);
  else await serveFromDisk(app, config.uploadDir);
}

async function serveFromBucket(
  app: FastifyInstance,
  store: ImageStore,
  readiness?: Pick<Readiness, 'lastKnown'>,
) {
  await app.register(async (uploads) => {
    declarePublic(uploads, { hidden: true });
    uploads.get<{ Params: { name: string } }>('/uploads/:name', async (req, reply) => {
      const { name } = req.params;
      if (!isStoredImageName(name) || !store.signedUrl) return reply.callNotFound();
      // Signing is local; it fails only when the credentials cannot be had (an instance role's endpoint down).
      const url =
        readiness?.lastKnown().get('storage')?.up === false
          ? null
          : await store.signedUrl(name).catch((err: unknown) => {
              req.log.error({ err }, 'image store unavailable');
              return null;
            });
      if (!url) {
        reply.header('retry-after', IMAGE_STORE_RETRY_AFTER_SECONDS);
        throw new ImageStoreUnavailable(null);
      }
      // Short-lived, so no cache may keep it: the browser caches the image itself (the object says immutable).
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    });
  });
}

async function serveFromDisk(app: FastifyInstance, uploadDir: string) {
  mkdirSync(uploadDir, { recursive: true });
  await app.register(async (uploads) => {
    declarePublic(uploads, { hidden: true });
    // Set last, in this scope only, so they win over the app-wide security headers for these files.
    uploads.addHook('onSend', async (req, reply, payload) => {
      const name = path.posix.basename(req.url.split('?')[0]);
      if (reply.statusCode < 400 && isStoredImageName(name)) reply.headers(uploadResponseHeaders(name));
      return payload;
    });
    await uploads.register(fastifyStatic, {
      root: uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Only names we generated, straight under /uploads/: anything else answers 404.
      allowedPath: (pathName) => /^\/[^/]+$/.test(pathName) && isStoredImageName(pathName.slice(1)),
    });
  });
}
