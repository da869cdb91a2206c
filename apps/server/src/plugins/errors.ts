import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODE, isErrorCode, type ErrorCode } from '@spruik/shared';
import { AppError } from '../lib/app-error';
import { isDependencyUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_TEXT } from '../lib/dependency-errors';

const INVALID = 'The request is not valid.';

/** Fastify's own failures (parsing, limits) as one of our codes. */
function codeOf(err: FastifyError, status: number): ErrorCode {
  if (isErrorCode(err.code)) return err.code;
  if (status === 415 || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return ERROR_CODE.UNSUPPORTED_MEDIA_TYPE;
  if (status === 404) return ERROR_CODE.NOT_FOUND;
  if (status === 401) return ERROR_CODE.UNAUTHORIZED;
  if (status === 403) return ERROR_CODE.FORBIDDEN;
  return ERROR_CODE.BAD_REQUEST;
}

/**
 * Turns every failure into `{ errors, code }` with a fitting status; the code is always one of ERROR_CODES.
 * A request that fails its route's schema answers the schema's message for the first failing field (docs/spec.md's
 * texts live in the shared schemas): 400, or 404 when a path parameter fails, since such an id names nothing.
 * 5xx never shows its text; a dependency that is unavailable answers 503 UNAVAILABLE with Retry-After.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status === 503 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.status(err.status).send({ errors: err.userMessage, code: err.code });
    }
    if (err.validation) {
      const message = err.validation[0]?.message || INVALID;
      if (err.validationContext === 'params') {
        return reply.status(404).send({ errors: message, code: ERROR_CODE.NOT_FOUND });
      }
      return reply.status(400).send({ errors: message, code: ERROR_CODE.VALIDATION });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ errors: err.message, code: ERROR_CODE.RATE_LIMITED });
    if (
      status === 413 ||
      err.code === 'FST_REQ_FILE_TOO_LARGE' ||
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ) {
      return reply.status(413).send({ errors: 'The upload is too large.', code: ERROR_CODE.TOO_LARGE });
    }
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type.'
          : err.code?.startsWith('FST_ERR_CTP')
            ? INVALID
            : err.message || INVALID;
      return reply.status(status).send({ errors: message, code: codeOf(err, status) });
    }
    // PostgreSQL or Redis down, cut off or too slow (timeouts, lost connections): the client may try again soon,
    // and a load balancer may send it elsewhere. Its transaction, if any, was rolled back.
    if (isDependencyUnavailable(err)) {
      req.log.warn({ err }, 'request failed: a dependency is unavailable');
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.status(503).send({ errors: UNAVAILABLE_TEXT, code: ERROR_CODE.UNAVAILABLE });
    }
    req.log.error({ err }, 'request failed');
    // The text stays hidden; the request id lets support find what happened in the log.
    return reply.status(500).send({
      errors: 'Something went wrong. Please try again.',
      code: ERROR_CODE.INTERNAL,
      requestId: req.id,
    });
  });
}

/** Unknown paths: the web app's index.html for page routes (deep links) when it is served, else a 404 errors text. */
export function registerNotFound(app: FastifyInstance, spaDir: string | null) {
  const pagePath = /^\/(?!api\/|api$|uploads\/|socket\.io\/|dev\/|sandbox\/)[^.]*$/;
  app.setNotFoundHandler(async (req, reply) => {
    if (spaDir && req.method === 'GET' && pagePath.test(req.url.split('?')[0])) {
      // Through @fastify/static (plugins/static.ts): its brotli or gzip copy, revalidated on each load.
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ errors: 'Not found.', code: ERROR_CODE.NOT_FOUND });
  });
}
