import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Uploaded images at /uploads/<name>; the built web app at /. Returns the web app's folder when it is built. */
export async function registerStatic(app: FastifyInstance, uploadDir: string): Promise<string | null> {
  mkdirSync(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
  });

  if (!existsSync(path.join(webDistDir, 'index.html'))) return null;
  await app.register(fastifyStatic, { root: webDistDir, prefix: '/', wildcard: false, index: 'index.html' });
  return webDistDir;
}
