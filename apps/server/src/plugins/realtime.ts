import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Db } from '../db/client';
import { outageLog } from '../lib/outage-log';
import { ROLES } from '@spruik/shared';
import { authReader } from '../db/tables/users';
import { userFromClaims, type TokenService } from './auth';
import type { SetSecurityHeaders } from './security-headers';

/** Pushes events to a signed-in user's open tabs. The socket authenticates with the same bearer token. */
export type Realtime = {
  emitToUser: (userId: string, event: string, payload: unknown) => void;
  /** Closes every open socket of the user (password changed, account switched off), on every server. */
  disconnectUser: (userId: string) => void;
  /** Sockets this server holds (a metric). */
  socketCount: () => number;
  /**
   * Whether the user has a tab of the app open (a live socket) on any server of the fleet. False when it cannot
   * tell within a moment: a notice told twice is better than one never told (docs/push.md "Events").
   */
  isConnected: (userId: string) => Promise<boolean>;
};

export const noRealtime: Realtime = {
  emitToUser: () => undefined,
  disconnectUser: () => undefined,
  socketCount: () => 0,
  isConnected: async () => false,
};

/** How long isConnected waits for the other servers' answers (the Redis adapter's fetchSockets). */
const CONNECTED_TIMEOUT_MS = 1_000;

const room = (userId: string) => `user:${userId}`;

export type RealtimeOptions = {
  redisUrl?: string;
  redisCommandTimeoutMs?: number;
  /** Sets the security headers on engine.io's own HTTP answers. */
  setSecurityHeaders?: SetSecurityHeaders;
  /** ADMIN_2FA=required: an operator's socket needs a session issued after the second factor, as routes do. */
  operatorSecondFactor?: boolean;
};

export async function attachRealtime(
  app: FastifyInstance,
  db: Db,
  tokens: TokenService,
  { redisUrl, redisCommandTimeoutMs = 2_000, setSecurityHeaders, operatorSecondFactor }: RealtimeOptions = {},
): Promise<Realtime> {
  const io = new Server(app.server, { path: '/socket.io', cors: { origin: false } });
  // engine.io answers its HTTP requests (handshake, long-polling, errors) itself, past Fastify's hooks; this
  // listener runs before its own, so those answers carry the same headers as every other.
  if (setSecurityHeaders) {
    app.server.prependListener('request', (req, res) => {
      if (req.url?.startsWith('/socket.io/')) setSecurityHeaders(req, res);
    });
  }
  if (redisUrl) await useRedisAdapter(app, io, redisUrl, redisCommandTimeoutMs);
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: string })?.token ?? null;
    const claims = token ? await tokens.verify(token).catch(() => null) : null;
    const user = await userFromClaims(authReader(db), claims).catch(() => null);
    if (!user) return next(new Error('unauthorized'));
    if (operatorSecondFactor && user.role === ROLES.admin && !claims?.sf)
      return next(new Error('unauthorized'));
    socket.data.userId = user.id;
    next();
  });
  io.on('connection', (socket) => {
    socket.join(room(socket.data.userId));
    // The client announces itself; a 'user-sign-in' for another user is ignored (docs/spec.md, Messages).
    socket.on('user-sign-in', (payload: { userId?: string }) => {
      if (payload?.userId === socket.data.userId) socket.emit('signed-in', { userId: socket.data.userId });
    });
  });
  // Before Fastify closes the HTTP server: an open websocket would keep it from closing. Only this server's
  // sockets (clients reconnect to another server); io.close() would close the HTTP server itself, too early.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  return {
    emitToUser: (userId, event, payload) => {
      // On a lone server (no Redis), a user with no tab open here has nobody to tell: nothing to encode.
      if (!redisUrl && !io.sockets.adapter.rooms.has(room(userId))) return;
      io.to(room(userId)).emit(event, payload);
    },
    // Through the adapter, so with REDIS_URL the sockets held by the other servers close too.
    disconnectUser: (userId) => io.in(room(userId)).disconnectSockets(true),
    socketCount: () => io.engine.clientsCount,
    isConnected: async (userId) => {
      if (io.sockets.adapter.rooms.has(room(userId))) return true;
      if (!redisUrl) return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), CONNECTED_TIMEOUT_MS);
      });
      // Asks every server through the adapter (Redis): a tab open on another server counts.
      const found = io
        .in(room(userId))
        .fetchSockets()
        .then((sockets) => sockets.length > 0)
        // A failure, even after the timeout answered, is "cannot tell" (and never an unhandled rejection).
        .catch(() => false);
      try {
        return await Promise.race([found, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * socket.io's Redis adapter, built to survive Redis going away: live updates are best-effort (a reconnecting tab
 * refetches everything), so a push that cannot reach Redis is dropped, counted, and the outage logged once with
 * its error. ioredis, as for the rate limits (node-redis let a connection reset during its handshake end the
 * process): it connects in the background, so a server starts while Redis is down and joins when it is back,
 * and the subscriber subscribes again on reconnect. The publisher has no offline queue, so pushes never pile up;
 * the subscriber keeps one for its one PSUBSCRIBE, which waits however long Redis is away.
 */
async function useRedisAdapter(app: FastifyInstance, io: Server, url: string, commandTimeoutMs: number) {
  const { createAdapter } = await import('@socket.io/redis-adapter');
  const { Redis } = await import('ioredis');
  const connectTimeout = Math.max(1_000, commandTimeoutMs);
  const pub = new Redis(url, {
    connectTimeout,
    commandTimeout: commandTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  const sub = new Redis(url, { connectTimeout, maxRetriesPerRequest: null });
  const outage = outageLog('live updates Redis', app.log);
  for (const client of [pub, sub]) {
    // Unheard, a client's 'error' (connection refused, reset, timed out) would end the process.
    client.on('error', (err) => outage.failed(err));
    client.on('ready', () => outage.recovered());
  }
  // The adapter publishes without catching: a failed publish would be an unhandled rejection, which ends the
  // process. It sees a publisher whose publish drops the message instead.
  const publisher = new Proxy(pub, {
    get(target, prop) {
      if (prop === 'publish') {
        return (channel: string, message: string | Buffer) =>
          target.publish(channel, message).catch((err: unknown) => {
            outage.failed(err);
            outage.drop();
            return 0;
          });
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  io.adapter(createAdapter(publisher, sub));
  app.addHook('onClose', async () => {
    await Promise.allSettled([pub, sub].map((c) => c.quit().catch(() => c.disconnect())));
  });
}
