import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config/env';

/**
 * Query parameters whose values are credentials: the reset link's `token` and any other *token, and a platform's
 * OAuth answer (`code` is exchanged for the creator's tokens, `state` binds it to them).
 */
const SECRET_PARAM = /token$|^code$|^state$/i;

/** The URL as the log may keep it: every token-like query value replaced, the rest untouched. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (!SECRET_PARAM.test(key)) continue;
    params.set(key, 'REDACTED');
    changed = true;
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** Fastify's request fields in the log, with the URL redacted (a reset link must never reach a log file). */
const requestFields = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/**
 * The app's logger: off for 'silent', else pino at LOG_LEVEL with the redacting request serializer. Production,
 * and any output that is not a terminal (a file, a collector, a test), gets one JSON object per line, written
 * asynchronously (pino flushes it on exit) so a request never waits on a log write. A person at a terminal
 * outside production reads one short line per entry instead (pino-pretty).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'isProduction'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const forPerson = !stream && !config.isProduction && process.stdout.isTTY === true;
  return {
    level: config.logLevel,
    serializers: { req: requestFields },
    stream: stream ?? (forPerson ? prettyStream() : pino.destination({ dest: 1, sync: false })),
  };
}

/** "12:03:04 INFO POST /api/signin 200 (35 ms)": the request's fields folded into the message line. */
function prettyStream() {
  return pretty({
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    messageFormat: (log, messageKey) => {
      const req = log.req as { method?: string; url?: string } | undefined;
      const res = log.res as { statusCode?: number } | undefined;
      const message = String(log[messageKey] ?? '');
      if (!req?.method || !res) return message;
      return `${req.method} ${req.url} ${res.statusCode} (${Math.round(Number(log.responseTime))} ms)`;
    },
  });
}

/**
 * One log line per request, when it is answered (Fastify's own logging writes two: received and completed;
 * the app turns that off with `disableRequestLogging`). Hooks that never wait take Fastify's `done` rather than
 * being async: an async hook costs a promise and a microtask turn on every request.
 */
export function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}

/** A load balancer's X-Request-Id when it looks like one (so its logs and ours join up), else a fresh UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
}

/** Every answer names its request id, so a user or an operator can find the request's log lines. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
}
