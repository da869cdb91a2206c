/**
 * @fastify/compress: answers of a compressible type (JSON above all) over 1 KB go out brotli- or gzip-encoded
 * when the client accepts it; smaller ones are not worth the CPU. Brotli runs at the plugin's quality 4, cheap
 * enough per request. It hooks every route registered after it, so it is registered before the routes.
 * Not touched: the built web app's files, which @fastify/static sends already compressed (a Content-Encoding on
 * the answer makes this plugin step aside), images (not a compressible type), and socket.io, which answers on
 * the HTTP server before Fastify sees the request. A future server-sent-events route must set `compress: false`.
 */
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    // The same two the build writes for the web app, so a browser gets one kind of answer from both.
    encodings: ['br', 'gzip'],
  });
}
