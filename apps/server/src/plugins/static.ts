import path from 'node:path';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { declarePublic } from './access';

/** The built web app, found through the workspace package so the source and the compiled server agree. */
export const webDistDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@spruik/web/package.json')),
  'dist',
);

/**
 * Vite names every file under /assets by its content hash, so a browser may keep it for a year without asking;
 * everything else (index.html, the favicon) is revalidated on each use, so a release shows at the next load.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const cacheControlFor = (root: string, file: string) =>
  file.startsWith(`${path.join(root, 'assets')}${path.sep}`) ? IMMUTABLE : REVALIDATE;

/**
 * The built web app at / (uploads: features/images/serve-uploads.ts). The build writes a brotli (.br) and a
 * gzip (.gz) copy of every file (vite-plugin-compression2 in apps/web/vite.config.ts); `preCompressed` sends the
 * one the browser accepts, so nothing is compressed per request. Returns its folder when it is built.
 * `root` is the built app's folder (tests give a made-up one).
 */
export async function registerStatic(app: FastifyInstance, root = webDistDir): Promise<string | null> {
  if (!existsSync(path.join(root, 'index.html'))) return null;
  const options = {
    root,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) =>
      void reply.header('cache-control', cacheControlFor(root, file)),
  } satisfies FastifyStaticOptions;
  // reply.sendFile for the whole app: deep links answer index.html from the not-found handler (plugins/errors.ts).
  await app.register(fastifyStatic, { ...options, serve: false });
  await app.register(async (web) => {
    declarePublic(web, { hidden: true });
    await web.register(fastifyStatic, {
      ...options,
      prefix: '/',
      wildcard: false,
      // The compressed copies answer for their file; nobody asks for them by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      decorateReply: false,
    });
  });
  return root;
}
