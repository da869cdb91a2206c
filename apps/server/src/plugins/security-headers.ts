import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { s3PublicOrigin, type Config } from '../config/env';

type Sources = Record<string, string[]>;

/**
 * The Content-Security-Policy of every response. Scripts only from our own files and the web app's own inline
 * script, by its hash (`scriptHashes`: plugins/inline-scripts.ts); no other inline script and no eval, so
 * injected markup cannot run code. Styles allow 'unsafe-inline': MUI's Emotion writes <style> elements at run
 * time and the server pages (sandbox checkout, outbox) carry their own; with img/font/connect limited to us (and
 * the map tiles), injected CSS has no address to send anything to.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'publicUrl' | 'mapTileUrl' | 's3'>,
  scriptHashes: readonly string[] = [],
): Sources {
  const https = config.publicUrl.startsWith('https://');
  const host = new URL(config.publicUrl).host;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...tileSources(config.mapTileUrl),
      // Uploaded images redirect to signed URLs of the bucket.
      ...(config.s3 ? [s3PublicOrigin(config.s3)] : []),
    ],
    'font-src': ["'self'", 'data:'],
    // The realtime channel (socket.io) on our own host; older browsers do not count ws: as 'self'.
    'connect-src': ["'self'", `${https ? 'wss' : 'ws'}://${host}`],
    // The installable app: its service worker script and web app manifest come from our own host.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The sandbox checkout posts to itself. Stripe and PayPal are opened by navigation, which this does not govern.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The tile server's origin from a Leaflet URL template. A placeholder as the first host label (`{s}.tile...`)
 * becomes `*.`; a placeholder elsewhere in the host cannot be written in CSP, so the whole scheme is allowed.
 * A relative template ('/tiles/...') is covered by 'self'; an empty one draws no tiles.
 */
export function tileSources(template: string): string[] {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return [];
  const [, scheme, host] = match;
  const wildcard = host.replace(/^\{[^}]+\}\./, '*.');
  return /[{}]/.test(wildcard)
    ? [scheme.toLowerCase()]
    : [`${scheme.toLowerCase()}//${wildcard.toLowerCase()}`];
}

/** Sets the security headers on a raw response (for answers Fastify does not make: socket.io's). */
export type SetSecurityHeaders = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Security headers on every response (helmet): CSP, nosniff, referrer policy, no framing, HSTS on https.
 * helmet's own middleware, built once at start: @fastify/helmet built it anew for every request (options checked,
 * CSP directives parsed and joined, a dozen closures), work repeated on every answer for the same result. The
 * headers are set on the raw response in onRequest, so every answer
 * carries them: errors, 404s and files alike.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  scriptHashes: readonly string[] = [],
) {
  const https = config.publicUrl.startsWith('https://');
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, scriptHashes) },
    // Only the origin ever leaves for another site: a reset page's token (in its query) never does.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Browsers remember HSTS for a year; only promise it when the public address really is https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // helmet calls back with nothing, or an Error in older versions: both are what `done` takes.
  app.addHook('onRequest', (req, reply, done) =>
    setHeaders(req.raw, reply.raw, done as (err?: unknown) => void),
  );
  const setOnRaw: SetSecurityHeaders = (req, res) => setHeaders(req, res, () => undefined);
  return setOnRaw;
}
