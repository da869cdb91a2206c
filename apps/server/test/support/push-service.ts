/**
 * A local push service for the push tests (and the push benchmark): an HTTP server on 127.0.0.1 that records each
 * push request and answers with the statuses a test chooses; devices with real P-256 keys and auth secrets; and an
 * independent RFC 8291 (aes128gcm) decryptor and RFC 8292 (VAPID) check written with node:crypto, so the tests do
 * not check web-push against itself.
 */
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PushRequest = {
  /** The path the device's endpoint names (/push/<device id>). */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Date.now() when the request's body had arrived. */
  receivedAt: number;
  /** The status it was answered with. */
  status: number;
};

export type PushService = Awaited<ReturnType<typeof startPushService>>;

export async function startPushService() {
  const requests: PushRequest[] = [];
  /** Statuses for the next requests, in order; then `fallback`. */
  const queued: number[] = [];
  let fallback = 201;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = queued.shift() ?? fallback;
      requests.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
        receivedAt: Date.now(),
        status,
      });
      res.writeHead(status, { 'content-type': 'text/plain' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    /** Answers the next requests with these statuses, in order. */
    answer: (...statuses: number[]) => void queued.push(...statuses),
    /** What every request gets once the queued statuses are used up (201 unless set). */
    answerAlways: (status: number) => void (fallback = status),
    reset: () => {
      requests.length = 0;
      queued.length = 0;
      fallback = 201;
    },
    /** A browser's subscription to this service, with the keys to read what it receives. */
    device: () => device(`${origin}/push/${randomUUID()}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Device = ReturnType<typeof device>;

/** A subscription as PushSubscription.toJSON() gives it: a fresh P-256 key pair and a 16-byte auth secret. */
export function device(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = new URL(endpoint).pathname;
  return {
    endpoint,
    path,
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    /** The JSON the push carried, decrypted as the browser would. */
    read: (body: Buffer) => JSON.parse(decrypt(body, ecdh, auth).toString('utf8')) as Record<string, unknown>,
  };
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const h = createHmac('sha256', key);
  for (const d of data) h.update(d);
  return h.digest();
};
/** HKDF (RFC 5869) with one block of output, which is all RFC 8291 needs. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  hmac(hmac(salt, ikm), info, Buffer.from([1])).subarray(0, length);

/** RFC 8291 section 3.4 and RFC 8188: one record, header salt(16) | rs(4) | idlen(1) | keyid(65). */
export function decrypt(body: Buffer, ua: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes, expected the 65-byte server key`);
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (record.length > rs) throw new Error('more than one record');
  const uaPublic = ua.getPublicKey();
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record padding delimiter');
  return padded.subarray(0, end);
}

/**
 * The VAPID header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed (ES256) by that key. Answers its
 * claims and the key; throws when the form or the signature is wrong.
 */
export function readVapid(authorization: string | undefined) {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID header: ${authorization}`);
  const [jwt, k] = [m[1], m[2]];
  const [head, claims, signature] = jwt.split('.');
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string; typ: string };
  if (header.alg !== 'ES256') throw new Error(`JWT alg ${header.alg}`);
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return {
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      aud: string;
      exp: number;
      sub: string;
    },
    publicKey: k,
  };
}
