import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Forwarding headers: a proxy on this machine relays someone else, so such a request is not local. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'forwarded'];

/**
 * Whether the request really comes from this machine: the TCP peer address of the socket, never req.ip or
 * X-Forwarded-For (which TRUST_PROXY may let a client choose). A loopback peer that carries forwarding headers
 * is a local reverse proxy passing on a remote caller, so it does not count either.
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return false;
  return !FORWARDED.some((h) => req.headers[h] !== undefined);
}
