import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Db } from '../db/client';
import { userFromToken, type TokenService } from './auth';
import type { SetSecurityHeaders } from './security-headers';

/** Pushes events to a signed-in user's open tabs. The socket authenticates with the same bearer token. */
export type Realtime = {
  emitToUser: (userId: string, event: string, payload: unknown) => void;
  /** Closes every open socket of the user (password changed, account switched off), on every server. */
  disconnectUser: (userId: string) => void;
  /** Sockets this server holds (a metric). */
  socketCount: () => number;
};

export const noRealtime: Realtime = {
  emitToUser: () => undefined,
  disconnectUser: () => undefined,
  socketCount: () => 0,
};

const room = (userId: string) => `user:${userId}`;

export async function attachRealtime(
  app: FastifyInstance,
  db: Db,
  tokens: TokenService,
  redisUrl?: string,
  setSecurityHeaders?: SetSecurityHeaders,
): Promise<Realtime> {
  const io = new Server(app.server, { path: '/socket.io', cors: { origin: false } });
  // engine.io answers its HTTP requests (handshake, long-polling, errors) itself, past Fastify's hooks; this
  // listener runs before its own, so those answers carry the same headers as every other.
  if (setSecurityHeaders) {
    app.server.prependListener('request', (req, res) => {
      if (req.url?.startsWith('/socket.io/')) setSecurityHeaders(req, res);
    });
  }
  if (redisUrl) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    const { createClient } = await import('redis');
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => void (await Promise.allSettled([pub.quit(), sub.quit()])));
  }
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: string })?.token ?? null;
    const user = await userFromToken(db, tokens, token).catch(() => null);
    if (!user) return next(new Error('unauthorized'));
    socket.data.userId = user.id;
    next();
  });
  io.on('connection', (socket) => {
    socket.join(room(socket.data.userId));
    // SPEC.md: the client announces itself; a 'user-sign-in' for another user is ignored (RULINGS.md).
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
  };
}
