import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { declarePublic } from '../../plugins/access';
import { isStoredImageName, uploadResponseHeaders } from './image-names';

/** Uploaded images at /uploads/<name> (moved here unchanged from plugins/static.ts: a plugin may not import a feature). */
export async function serveUploads(app: FastifyInstance, uploadDir: string): Promise<void> {
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
