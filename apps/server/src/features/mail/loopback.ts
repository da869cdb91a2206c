import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Forwarding headers: a proxy on this machine relays someone else, so such a request is not local. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'forwarded'];

/** A Host header naming this machine: localhost, 127.0.0.1 or [::1], with an optional port. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/i;

/**
 * Whether the Host header names this machine at the port the request came in on. A page on another site whose
 * name it points at 127.0.0.1 (DNS rebinding) reaches us from a loopback peer, but its requests carry its own name.
 * (app.inject's sockets have no port; there any port passes.)
 */
function namesThisMachine(req: FastifyRequest): boolean {
  const match = LOOPBACK_HOST.exec(req.headers.host ?? '');
  if (!match) return false;
  const port = req.socket.localPort;
  return port === undefined || Number(match[1] ?? 80) === port;
}

/**
 * Whether the request really comes from this machine: the TCP peer address of the socket, never req.ip or
 * X-Forwarded-For (which TRUST_PROXY may let a client choose), and a Host header that names this machine. A
 * loopback peer that carries forwarding headers is a local reverse proxy passing on a remote caller, so it does
 * not count either.
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return false;
  if (!namesThisMachine(req)) return false;
  return !FORWARDED.some((h) => req.headers[h] !== undefined);
}
