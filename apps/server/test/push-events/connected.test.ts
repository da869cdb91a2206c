/**
 * Realtime.isConnected: whether a user has a tab of the app open (a live socket), on this server or, through the
 * Redis adapter, on any server of the fleet; false when it cannot tell in time (docs/push.md "Events").
 */
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../test-app';
import { describeWith } from '../support/describe-with';

const apps: TestApp[] = [];
const sockets: Socket[] = [];
afterAll(async () => {
  for (const s of sockets) s.close();
  for (const t of apps) await t.close();
});

async function server(redisUrl?: string) {
  const t = await createTestApp({ realtime: true, config: redisUrl ? { redisUrl } : {} });
  apps.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

async function openTab(url: string, token: string) {
  const socket = connect(url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const eventually = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 40 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
  return check();
};

describe('isConnected on one server', () => {
  it('is true while the user has a tab open, and false before and after', async () => {
    const { t, url } = await server();
    const venue = await t.createUser(1);
    const other = await t.createUser(1);
    expect(await t.app.deps.realtime.isConnected(venue.user.id)).toBe(false);
    const tab = await openTab(url, venue.token);
    expect(await t.app.deps.realtime.isConnected(venue.user.id)).toBe(true);
    expect(await t.app.deps.realtime.isConnected(other.user.id)).toBe(false);
    tab.close();
    expect(await eventually(async () => !(await t.app.deps.realtime.isConnected(venue.user.id)))).toBe(true);
  });
});

describeWith('redis')('isConnected across servers (Redis adapter)', () => {
  it('sees a tab open on another server', async () => {
    const redisUrl = process.env.TEST_REDIS_URL!;
    const a = await server(redisUrl);
    const b = await server(redisUrl);
    // The user exists where the socket signs in (b); a only asks about the id.
    const venue = await b.t.createUser(1);
    expect(await a.t.app.deps.realtime.isConnected(venue.user.id)).toBe(false);
    const tab = await openTab(b.url, venue.token);
    expect(await eventually(() => a.t.app.deps.realtime.isConnected(venue.user.id))).toBe(true);
    tab.close();
    expect(await eventually(async () => !(await a.t.app.deps.realtime.isConnected(venue.user.id)))).toBe(
      true,
    );
  });
});
