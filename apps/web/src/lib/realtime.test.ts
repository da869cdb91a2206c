/** The realtime channel's wiring: pushes reach subscribers, and a reconnect tells whoever shows data to refetch. */
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for socket.io-client's socket and its manager (`socket.io`), which the test drives. */
class FakeSocket extends EventEmitter {
  io = new EventEmitter();
  sent: Array<[string, unknown]> = [];
  anyHandlers: Array<(event: string, payload: unknown) => void> = [];
  override emit(event: string, payload?: unknown): boolean {
    this.sent.push([event, payload]);
    return true;
  }
  onAny(h: (event: string, payload: unknown) => void) {
    this.anyHandlers.push(h);
  }
  push(event: string, payload: unknown) {
    this.anyHandlers.forEach((h) => h(event, payload));
  }
  connected = true;
  disconnect() {}
}
const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const s = new FakeSocket();
    sockets.push(s);
    return s;
  },
}));
vi.mock('./session', () => ({ getSession: () => ({ token: 't', role: 3, userId: 'u1' }) }));

const realtime = await import('./realtime');

describe('realtime channel', () => {
  afterEach(() => realtime.disconnectRealtime());

  it('announces the user on connect and hands pushes to their subscribers only', async () => {
    await realtime.connectRealtime();
    const s = sockets.at(-1)!;
    EventEmitter.prototype.emit.call(s, 'connect');
    expect(s.sent).toEqual([['user-sign-in', { userId: 'u1' }]]);
    const balances: unknown[] = [];
    const off = realtime.subscribe('balance', (p) => balances.push(p));
    s.push('balance', { wallet: 1 });
    s.push('activity', { status: 2 });
    off();
    s.push('balance', { wallet: 2 });
    expect(balances).toEqual([{ wallet: 1 }]);
  });

  it('calls the reconnect handlers after the manager reconnects, not on the first connect', async () => {
    await realtime.connectRealtime();
    const s = sockets.at(-1)!;
    const refetch = vi.fn();
    const off = realtime.onReconnect(refetch);
    EventEmitter.prototype.emit.call(s, 'connect');
    expect(refetch).not.toHaveBeenCalled();
    s.io.emit('reconnect', 1);
    expect(refetch).toHaveBeenCalledTimes(1);
    off();
    s.io.emit('reconnect', 2);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
