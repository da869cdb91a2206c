/**
 * A TCP proxy in front of a service this machine runs (PostgreSQL, Redis), so a test can break the network
 * between a server and it without touching the service: `cut()` drops every open connection, and new ones are
 * passed through, refused (closed at once) or left hanging (accepted, never answered).
 */
import { createServer, connect, type Socket } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'hang';

export type Proxy = {
  port: number;
  /** `url` (redis://…, postgres://…) with its host and port pointing at the proxy. */
  via: (url: string) => string;
  /** Drops every open connection, both ways. */
  cut: () => void;
  /** What happens to new connections from now on. */
  setMode: (mode: ProxyMode) => void;
  close: () => Promise<void>;
};

export async function startProxy(target: string): Promise<Proxy> {
  const { hostname, port } = new URL(target);
  const targetPort = Number(port);
  let mode: ProxyMode = 'pass';
  const open = new Set<Socket>();
  const track = (s: Socket) => {
    open.add(s);
    s.on('close', () => open.delete(s));
    s.on('error', () => s.destroy());
  };

  const server = createServer((client) => {
    track(client);
    if (mode === 'refuse') return void client.resetAndDestroy();
    if (mode === 'hang') return;
    const upstream = connect(targetPort, hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxyPort = (server.address() as { port: number }).port;

  const cut = () => {
    for (const s of open) s.resetAndDestroy();
    open.clear();
  };
  return {
    port: proxyPort,
    via: (url) => {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(proxyPort);
      return u.toString();
    },
    cut,
    setMode: (m) => {
      mode = m;
    },
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
