/**
 * A draining server (SIGTERM) keeps its listener open until the requests in flight have answered: a new request,
 * on a new connection, answers 503 with Connection: close and Retry-After (the load balancer retries it
 * elsewhere) instead of a refused connection; /api/ready answers 503 so the load balancer takes it out.
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config/env';
import { startServer } from '../../src/start';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request on a connection of its own (no keep-alive pool), so it is a new connection to the server. */
function get(port: number, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

describe('a draining server', () => {
  it('answers new connections 503 with Connection: close and Retry-After until the request in flight ends', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-drain-'));
    const config = testConfig({ dataDir, uploadDir: path.join(dataDir, 'uploads') });
    const server = await startServer(config, { print: () => undefined, warn: () => undefined });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    expect((await get(port, '/api/ready')).status).toBe(200);

    // A request in flight for as long as the test wants: its body is still coming.
    const arrived = new Promise((resolve) => server.app.server.once('request', resolve));
    const slow = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/signin',
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': '60' },
    });
    const slowAnswer = new Promise<http.IncomingMessage>((resolve, reject) => {
      slow.on('response', resolve);
      slow.on('error', reject);
    });
    slow.write('{"email":"ops@example.com",');
    await arrived;

    let closed = false;
    const closing = server.close().then(() => (closed = true));
    for (const url of ['/api/campaigns/live', '/api/ready']) {
      const refused = await get(port, url);
      expect(refused.status, url).toBe(503);
      expect(refused.headers.connection).toBe('close');
      expect(refused.headers['retry-after']).toBe('5');
      expect(JSON.parse(refused.body)).toEqual({
        errors: 'This server is restarting. Please try again.',
        code: 'UNAVAILABLE',
      });
    }
    // Liveness still answers: the process is alive, only leaving.
    expect((await get(port, '/api/health')).status).toBe(200);
    expect(closed).toBe(false);

    slow.end('"password":"Password123!"}'.padEnd(33));
    const answer = await slowAnswer;
    answer.resume();
    expect(answer.headers.connection).toBe('close');
    await closing;
    await expect(get(port, '/api/health')).rejects.toThrow();
    // A whole server start (migrations): slow on a loaded machine.
  }, 240_000);
});
