import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TEXT_MSG, ERROR_CODE, hasLoneSurrogate } from '@spruik/shared';

/**
 * Request-wide bounds, a net under the shared schemas (which bound and word each field): no JSON body over
 * what a form needs, no address longer than a real one, and no control character anywhere (PostgreSQL refuses
 * NUL in text, so one reaching a query would be a 500), nor a lone UTF-16 surrogate (jsonb refuses it, so one in
 * an audit row would be a 500 too). Multi-line fields keep newline and tab here; the
 * shared text rule refuses them in single-line fields.
 */
export const BODY_LIMIT_BYTES = 16 * 1024;
/** Stripe signs the exact bytes of an event; events with many line items run to tens of KiB. */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;
/** Path plus query string. Node refuses request heads over 16 KiB already; this also holds for inject. */
export const MAX_URL_LENGTH = 4096;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const unfit = (s: string) => CONTROL.test(s) || hasLoneSurrogate(s);

/**
 * True when any string (or key) in a parsed JSON value, query or params object holds a control character or a
 * lone surrogate.
 */
export function carriesControlCharacters(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (unfit(v)) return true;
    } else if (Array.isArray(v)) {
      pending.push(...v);
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, inner] of Object.entries(v)) {
        if (unfit(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

const tooLong = (reply: FastifyReply) =>
  reply.status(414).send({ errors: 'The address is too long.', code: ERROR_CODE.URI_TOO_LONG });

/** Errors the router raises before any hook runs (a path id over maxParamLength, a malformed address). */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return tooLong(reply);
  return reply.status(400).send({ errors: 'The request is not valid.', code: ERROR_CODE.BAD_REQUEST });
}

/**
 * Both checks run on every request and never wait, so they take Fastify's `done` instead of being async (an async
 * hook costs a promise per request). A hook that answers does not call `done`: the answer ends the request.
 */
export function registerInputBounds(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.length > MAX_URL_LENGTH) tooLong(reply);
    else done();
  });
  app.addHook('preValidation', (req, reply, done) => {
    if (
      carriesControlCharacters(req.params) ||
      carriesControlCharacters(req.query) ||
      carriesControlCharacters(req.body)
    )
      reply.status(400).send({ errors: TEXT_MSG.specialCharacters, code: ERROR_CODE.VALIDATION });
    else done();
  });
}
