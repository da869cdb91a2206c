import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Uploaded images at /uploads/<name>; the built web app at /, with deep links answered by index.html. */
export async function registerStatic(app: FastifyInstance, uploadDir: string) {
  mkdirSync(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
  });

  if (!existsSync(path.join(webDistDir, 'index.html'))) return;
  await app.register(fastifyStatic, { root: webDistDir, prefix: '/', wildcard: false, index: 'index.html' });
  const spaPaths = /^\/(?!api\/|api$|uploads\/|socket\.io\/|dev\/)/;
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && spaPaths.test(req.url) && !path.extname(req.url.split('?')[0])) {
      return reply.type('text/html').sendFile('index.html', webDistDir);
    }
    return reply.status(404).send({ errors: 'Not found.', code: 'NOT_FOUND' });
  });
}
