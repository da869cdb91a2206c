/**
 * The realtime channel (docs/spec.md, Messages): socket.io on the same origin, authenticated with the bearer token.
 * On connect it announces the user with 'user-sign-in'. socket.io-client is loaded on demand, so guests never
 * download it. Live updates (packages/shared/src/live.ts) listen with `subscribe(LIVE_EVENT.balance, handler)`.
 */
import type { Socket } from 'socket.io-client';
import { getSession } from './session';

type Handler = (payload: unknown) => void;

let socket: Socket | null = null;
let generation = 0;
const handlers = new Map<string, Set<Handler>>();
const reconnectHandlers = new Set<() => void>();

export async function connectRealtime(): Promise<void> {
  const session = getSession();
  if (!session || socket) return;
  const mine = ++generation;
  const { io } = await import('socket.io-client');
  // Signed out (or connected by another caller) while the library loaded.
  if (mine !== generation || socket || !getSession()) return;
  // Websockets only: long-polling needs every request on one server, and the fleet has no sticky sessions.
  const s = io({
    path: '/socket.io',
    auth: { token: session.token },
    transports: ['websocket'],
    reconnectionDelayMax: 30_000,
  });
  s.on('connect', () => s.emit('user-sign-in', { userId: session.userId }));
  // Pushes sent while the socket was down are lost: whoever shows data refetches it.
  s.io.on('reconnect', () => reconnectHandlers.forEach((h) => h()));
  s.onAny((event: string, payload: unknown) => handlers.get(event)?.forEach((h) => h(payload)));
  socket = s;
}

export function disconnectRealtime() {
  generation++;
  socket?.disconnect();
  socket = null;
}

export const isRealtimeConnected = () => socket?.connected ?? false;

/** Calls `handler` for every `event` pushed by the server; returns the unsubscribe function. */
export function subscribe<T = unknown>(event: string, handler: (payload: T) => void): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  const h = handler as Handler;
  set.add(h);
  return () => void handlers.get(event)?.delete(h);
}

/** Calls `handler` after the channel comes back from a drop; returns the unsubscribe function. */
export function onReconnect(handler: () => void): () => void {
  reconnectHandlers.add(handler);
  return () => void reconnectHandlers.delete(handler);
}
