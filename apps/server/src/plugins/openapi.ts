/**
 * The API reference, generated from the route contracts: an OpenAPI 3.1 document at /api/openapi.json and an
 * interactive reference (Scalar) at /api/docs. Off in production unless API_DOCS=true.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@spruik/shared';
import type { Config } from '../config/env';
import { declarePublic } from './access';
import { inlineScriptHashes } from './inline-scripts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** Registers the document generator; it must come before the routes it describes. */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  if (!config.apiDocs) return;
  const transform = createJsonSchemaTransform({});
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description:
          'Success answers `{ data }`; failure answers `{ errors, code }` with a 4xx (a 5xx hides its text). ' +
          'Amounts are US dollars with at most 2 decimals. Sign in with POST /api/signin and send the ' +
          '`accessToken` as `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (document) => {
      const out = transform(document);
      // The Idempotency-Key header is read by the route, not validated by a schema (a headers schema would
      // replace req.headers), so it is documented here.
      if (document.route.config?.idempotent) {
        return { ...out, schema: { ...out.schema, headers: IDEMPOTENCY_HEADER } };
      }
      return out;
    },
    transformObject: jsonSchemaTransformObject,
  });
}

const IDEMPOTENCY_HEADER = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description:
        'One key per intended action: a repeat answers the first answer; another body answers 409.',
    },
  },
};

/** The document and the reference page, once the routes are in. */
export async function registerApiReference(app: FastifyInstance, config: Config) {
  if (!config.apiDocs) return;
  await app.register(async (scope) => {
    declarePublic(scope, { hidden: true });
    scope.get(OPENAPI_PATH, async () => app.swagger());
    // Scalar's page starts itself with one inline script: allow exactly that script by its hash.
    scope.addHook('onSend', async (_req, reply, payload) => {
      if (typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html')) {
        reply.header('content-security-policy', docsPagePolicy(payload));
      }
      return payload;
    });
    await scope.register(scalar, {
      routePrefix: DOCS_PATH,
      // Offline and self-contained: no web fonts, no hosted AI agent link, no toolbar.
      // The document comes from @fastify/swagger (the same one /api/openapi.json serves): Scalar serves it beside
      // its page as /api/docs/openapi.json. Given a `url` instead, Scalar 1.46 answers that path with a 500.
      configuration: {
        withDefaultFonts: false,
        hideClientButton: true,
        showDeveloperTools: 'never',
        agent: { disabled: true },
      },
    });
  });
}

/** The app's policy, plus the page's own inline scripts by hash. */
function docsPagePolicy(html: string) {
  const hashes = inlineScriptHashes(html);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
