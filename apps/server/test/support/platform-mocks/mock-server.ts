/** The small HTTP server under each platform mock: parsed request in, JSON (or a redirect) out. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type MockRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Form fields (x-www-form-urlencoded bodies). */
  form: URLSearchParams;
  /** A JSON body, parsed. */
  json: unknown;
  /** The Bearer token of the Authorization header. */
  bearer: string | null;
};

export type MockAnswer =
  { status: number; body?: unknown; headers?: Record<string, string> } | { redirect: string };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, a: MockAnswer) {
  if ('redirect' in a) {
    res.writeHead(302, { location: a.redirect });
    res.end();
    return;
  }
  res.writeHead(a.status, { 'content-type': 'application/json; charset=UTF-8', ...a.headers });
  res.end(a.body === undefined ? '' : JSON.stringify(a.body));
}

/** Starts a server on a free local port; `requests` records every call (path and query, for assertions). */
export async function startMock(handle: (r: MockRequest) => MockAnswer | Promise<MockAnswer>) {
  const requests: MockRequest[] = [];
  const server = createServer(async (req, res) => {
    const u = new URL(req.url ?? '/', 'http://mock');
    const text = await readBody(req);
    const type = String(req.headers['content-type'] ?? '');
    let json: unknown = null;
    if (type.includes('json') && text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
    }
    const auth = String(req.headers.authorization ?? '');
    const r: MockRequest = {
      method: req.method ?? 'GET',
      path: u.pathname,
      query: u.searchParams,
      form: new URLSearchParams(type.includes('x-www-form-urlencoded') ? text : ''),
      json,
      bearer: auth.startsWith('Bearer ') ? auth.slice(7) : null,
    };
    requests.push(r);
    try {
      send(res, await handle(r));
    } catch (err) {
      send(res, { status: 500, body: { error: String(err) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { baseUrl, requests, close };
}

let counter = 0;
/** A fresh opaque value with a recognisable prefix (tokens, codes, ids). */
export const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${(++counter).toString(36)}`;
