/**
 * The load balancer's edge for the browser benchmarks: HTTPS with HTTP/2 in front of the compiled server, the way
 * a phone reaches production (docs/deploy.md: browsers speak HTTPS to the load balancer, which forwards plain
 * HTTP/1.1 to the servers). A throwaway self-signed certificate (openssl) for localhost; Chromium is started with
 * --ignore-certificate-errors for it. Lighthouse simulates the network from the protocol it saw: over HTTP/1.1 every
 * request after the first on a connection waits a round trip, over HTTP/2 the requests share one warm connection,
 * so measuring over plain HTTP/1.1 would time a transport no user gets (docs/performance.md, ninth pass).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers that belong to one hop (RFC 9110 §7.6.1), never forwarded; `host` is set anew for the server. HTTP/2's
 * own pseudo-headers (`:path`, …) are left out too. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
]);

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'spruik-bench-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  // A P-256 key and a certificate for localhost, valid one day.
  const args = `req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=localhost
    -addext subjectAltName=DNS:localhost,IP:127.0.0.1`.split(/\s+/);
  const made = spawnSync('openssl', [...args, '-keyout', key, '-out', cert], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

const forwardable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

/** Starts the edge on a free port in front of `origin` (http://127.0.0.1:port); `base` is its https address. */
export async function startTlsEdge(origin: string) {
  const target = new URL(origin);
  const agent = new http.Agent({ keepAlive: true });
  const edge = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...forwardable(req.headers),
          host: target.host,
          'x-forwarded-proto': 'https',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
  const { port } = edge.address() as { port: number };
  return {
    base: `https://localhost:${port}`,
    stop: () => {
      edge.close();
      agent.destroy();
    },
  };
}
