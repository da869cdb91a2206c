import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { mailOutbox } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../test-app';

/**
 * An open socket stops receiving the user's messages the moment their sessions end: after a password change
 * and after an admin switches the account off. A real listening server and socket.io-client.
 */
describe('open sockets close when the sessions end', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ realtime: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    while (sockets.length) sockets.pop()!.close();
  });
  afterAll(() => t.close());

  /** A connected socket that records the 'message' events it receives and how it was disconnected. */
  async function openSocket(token: string) {
    const socket = connect(url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
    sockets.push(socket);
    const received: unknown[] = [];
    const state = { disconnectReason: '' };
    socket.on('message', (m) => received.push(m));
    socket.on('disconnect', (reason) => (state.disconnectReason = reason));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return { socket, received, state };
  }

  /** Sends a message to the user and waits long enough for a connected socket to have it. */
  const push = async (userId: string, text: string) => {
    t.app.deps.realtime.emitToUser(userId, 'message', { text });
    await new Promise((r) => setTimeout(r, 150));
  };
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 40 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(check()).toBe(true);
  };

  it('after a password change through a reset link', async () => {
    const me = await t.createUser(3);
    const other = await t.createUser(3);
    const mine = await openSocket(me.token);
    const theirs = await openSocket(other.token);
    await push(me.user.id, 'before');
    expect(mine.received).toEqual([{ text: 'before' }]);

    await t.app.inject({ method: 'POST', url: '/api/forget', payload: { email: me.user.email } });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, me.user.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = new URL(mail.text.match(/http\S+/)![0]).searchParams.get('token')!;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/change-pass',
      payload: { token, password: 'a-new-password' },
    });
    expect(changed.statusCode).toBe(200);

    await waitFor(() => mine.state.disconnectReason === 'io server disconnect');
    await push(me.user.id, 'after');
    expect(mine.received).toEqual([{ text: 'before' }]);
    // Only that user's sockets close.
    expect(theirs.socket.connected).toBe(true);
    await push(other.user.id, 'still here');
    expect(theirs.received).toEqual([{ text: 'still here' }]);
  });

  it('after an admin switches the account off', async () => {
    const admin = await t.createUser(4);
    const me = await t.createUser(3);
    const mine = await openSocket(me.token);
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${me.user.id}`,
      headers: admin.auth,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    await waitFor(() => mine.state.disconnectReason === 'io server disconnect');
    await push(me.user.id, 'after');
    expect(mine.received).toEqual([]);
    // The old token cannot open a new socket either.
    await expect(openSocket(me.token)).rejects.toThrow('unauthorized');
  });

  it('leaves sockets open for an admin edit that does not switch the account off', async () => {
    const admin = await t.createUser(4);
    const me = await t.createUser(3);
    const mine = await openSocket(me.token);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${me.user.id}`,
      headers: admin.auth,
      payload: { instagramFollowers: 1234 },
    });
    expect(edit.statusCode).toBe(200);
    await push(me.user.id, 'hello');
    // Entering a follower count also messages the customer (creator verification); the socket stays open.
    expect(mine.received).toContainEqual({ text: 'hello' });
    expect(mine.socket.connected).toBe(true);
  });
});

/** With ADMIN_2FA=required the socket asks what every console route asks: a session issued after the code. */
describe("an operator's socket under ADMIN_2FA=required", () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ realtime: true, config: { admin2fa: 'required' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** 'connected' or the connect error's message. */
  const tryConnect = (token: string) =>
    new Promise<string>((resolve) => {
      const socket = connect(url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
      socket.once('connect', () => (socket.close(), resolve('connected')));
      socket.once('connect_error', (err) => (socket.close(), resolve(err.message)));
    });

  it('refuses a password-only session and opens one issued after the second factor', async () => {
    const operator = await t.createUser(4);
    expect(await tryConnect(operator.token)).toBe('unauthorized');
    const afterCode = await t.app.deps.tokens.sign(operator.user, { secondFactor: true });
    expect(await tryConnect(afterCode)).toBe('connected');
    // Other roles are not asked for a second factor.
    const customer = await t.createUser(3);
    expect(await tryConnect(customer.token)).toBe('connected');
  });
});
