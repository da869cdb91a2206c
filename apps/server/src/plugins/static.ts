import path from 'node:path';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { declarePublic } from './access';

/** The built web app, found through the workspace package so the source and the compiled server agree. */
export const webDistDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@spruik/web/package.json')),
  'dist',
);

/** The built web app at / (uploads: features/images/serve-uploads.ts). Returns its folder when it is built. */
export async function registerStatic(app: FastifyInstance): Promise<string | null> {
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
