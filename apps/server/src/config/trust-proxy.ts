import { isIP } from 'node:net';

/** Fastify's trustProxy: false (the socket's address is the client), a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole private ranges, accepted as list entries. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrCidr = (entry: string) => {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset (or `false`/`0`) trusts no proxy, so X-Forwarded-For is ignored; a number trusts that many
 * proxy hops in front of the server (whoever they are, so the port must only be reachable through the proxy);
 * a comma-separated list trusts proxies at those addresses or CIDR ranges (the safer form).
 * `true` is refused: it trusts every X-Forwarded-For entry, so any client could pick its own address.
 * Answers the value or an error line.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const v = (raw ?? '').trim();
  if (v === '' || v.toLowerCase() === 'false' || v === '0') return { value: false };
  if (v.toLowerCase() === 'true') {
    return {
      error:
        'TRUST_PROXY=true would trust any X-Forwarded-For header, so clients could choose their own address. ' +
        'Set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8).',
    };
  }
  if (/^\d+$/.test(v)) return { value: Number(v) };
  const entries = v.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length > 0) {
    return {
      error: `TRUST_PROXY must be a hop count or a comma-separated list of addresses/CIDRs; not valid: ${bad.join(', ')}`,
    };
  }
  return { value: entries };
}

/**
 * Fastify's option. Fastify 5 no longer takes a hop count (it reads a number as "trust nobody"), so a count becomes
 * proxy-addr's trust function: hop 0 is the socket's peer, hop 1 the last X-Forwarded-For entry, and so on.
 */
export function fastifyTrustProxy(
  tp: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp === 'number') return (_address, hop) => hop < tp;
  return tp;
}
