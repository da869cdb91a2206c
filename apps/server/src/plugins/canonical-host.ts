import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';

/**
 * Outside production, a page opened under another name for this machine (http://127.0.0.1:3000 while PUBLIC_URL
 * says http://localhost:3000) is sent to PUBLIC_URL first. The session lives in that origin's storage, and
 * payment returns and e-mailed links go to PUBLIC_URL: a top-up started under the other name would come back
 * to a browser with no session there, and the credit would seem never to arrive. Only page loads move (an API
 * call is never redirected); production serves one name behind its proxy and does nothing here.
 */
export function registerCanonicalHost(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'isProduction'>,
) {
  if (config.isProduction) return;
  const canonical = new URL(config.publicUrl);
  app.addHook('onRequest', (req, reply, done) => {
    const page = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (!page || req.hostname === canonical.hostname || req.url.startsWith('/api/')) return done();
    void reply.redirect(`${canonical.origin}${req.url}`, 302);
  });
}
