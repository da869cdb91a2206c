/**
 * The provider's speed, put in front of a test mock (the mocks answer at once): every call waits `delayMs()`
 * before it is forwarded, as a provider's API takes its time. `onAnswer` sees each answer, so the bench can play
 * the provider's webhook once the mock has made the payout.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxiedAnswer = { method: string; path: string; status: number; body: string };

/** Hop-by-hop and length headers are the proxy's own, never copied across. */
const SKIP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

export async function startDelayProxy(
  target: string,
  opts: { delayMs: () => number; onAnswer?: (a: ProxiedAnswer) => void },
) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (!SKIP.has(k) && typeof v === 'string') headers[k] = v;
    await new Promise((r) => setTimeout(r, opts.delayMs()));
    const method = req.method ?? 'GET';
    try {
      const answer = await fetch(`${target}${req.url ?? '/'}`, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : body,
      });
      const text = await answer.text();
      const out: Record<string, string> = {};
      answer.headers.forEach((v, k) => {
        if (!SKIP.has(k) && k !== 'content-encoding') out[k] = v;
      });
      res.writeHead(answer.status, out);
      res.end(text);
      opts.onAnswer?.({ method, path: (req.url ?? '/').split('?')[0], status: answer.status, body: text });
    } catch (err) {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
