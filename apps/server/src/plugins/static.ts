import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isStoredImageName, uploadResponseHeaders } from '../features/images/image-names';
import type { Config } from '../config/env';
import { createImageStore, type ImageStore } from '../features/images/image-store';
import { declarePublic } from './access';

/** The built web app, found through the workspace package so the source and the compiled server agree. */
export const webDistDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@spruik/web/package.json')),
  'dist',
);

/**
 * Uploaded images at /uploads/<name> (from DATA_DIR, or a redirect to a signed URL of the S3 bucket); the built
 * web app at /. Returns the web app's folder when it is built.
 */
export async function registerStatic(
  app: FastifyInstance,
  config: Pick<Config, 'uploadDir' | 's3'>,
): Promise<string | null> {
  if (config.s3) await serveFromBucket(app, createImageStore(config));
  else await serveFromDisk(app, config.uploadDir);
  return serveWebApp(app);
}

/** Every server redirects to the same bucket; a name that is not ours, or not there, is the usual 404. */
async function serveFromBucket(app: FastifyInstance, store: ImageStore) {
  await app.register(async (uploads) => {
    declarePublic(uploads, { hidden: true });
    uploads.get<{ Params: { name: string } }>('/uploads/:name', async (req, reply) => {
      const { name } = req.params;
      if (!isStoredImageName(name) || !store.signedUrl) return reply.callNotFound();
      // Short-lived, so no cache may keep it: the browser caches the image itself (the object says immutable).
      return reply.header('cache-control', 'no-store').redirect(await store.signedUrl(name), 302);
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

async function serveWebApp(app: FastifyInstance): Promise<string | null> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) return null;
  await app.register(async (web) => {
    declarePublic(web, { hidden: true });
    await web.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: 'index.html',
    });
  });
  return webDistDir;
}
