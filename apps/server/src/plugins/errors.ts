import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** Turns every failure into `{ errors, code }` with a fitting status. 5xx never shows its text. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ errors: err.userMessage, code: err.code });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ errors: err.message, code: 'RATE_LIMITED' });
    if (
      status === 413 ||
      err.code === 'FST_REQ_FILE_TOO_LARGE' ||
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ) {
      return reply.status(413).send({ errors: 'The upload is too large.', code: 'TOO_LARGE' });
    }
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type.'
          : err.code?.startsWith('FST_ERR_CTP') || err.validation
            ? 'The request is not valid.'
            : err.message || 'The request is not valid.';
      return reply.status(status).send({ errors: message, code: err.code ?? 'BAD_REQUEST' });
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send({ errors: 'Something went wrong. Please try again.', code: 'INTERNAL' });
  });
}

/** Unknown paths: the web app's index.html for page routes (deep links) when it is served, else a 404 errors text. */
export function registerNotFound(app: FastifyInstance, spaDir: string | null) {
  const pagePath = /^\/(?!api\/|api$|uploads\/|socket\.io\/|dev\/|sandbox\/)[^.]*$/;
  app.setNotFoundHandler((req, reply) => {
    if (spaDir && req.method === 'GET' && pagePath.test(req.url.split('?')[0])) {
      return reply.type('text/html').sendFile('index.html', spaDir);
    }
    return reply.status(404).send({ errors: 'Not found.', code: 'NOT_FOUND' });
  });
}
