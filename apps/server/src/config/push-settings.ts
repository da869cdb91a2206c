import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { flag } from './switch';

/**
 * Web Push (docs/push.md): the server's VAPID identity and where it may send. Held apart from env.ts so the push
 * settings read in one place.
 */
export type PushSettings = {
  /** VAPID (RFC 8292): the key pair browsers subscribe with, base64url, and who the push services may contact. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /**
   * The push services' hosts an endpoint may name (a host or a parent domain); null: any http(s) endpoint
   * (outside production, for local push services). A subscription's endpoint is a URL the browser gives: without
   * this list the server would send to any address a caller chose.
   */
  serviceHosts: string[] | null;
};

/** Chrome (FCM), Firefox (Mozilla autopush), Safari (Apple) and Edge (WNS): production's default list. */
export const KNOWN_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

const optional = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

/** The variables, merged into env.ts's schema. */
export const pushEnvShape = {
  PUSH_NOTIFICATIONS: optional,
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  PUSH_SERVICE_HOSTS: optional,
};

type PushEnv = {
  PUSH_NOTIFICATIONS?: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUSH_SERVICE_HOSTS?: string;
  SOCIAL_TOKEN_KEY?: string;
};

/**
 * PUSH_NOTIFICATIONS defaults to on outside production (keys generated into DATA_DIR) and, in production, to on
 * exactly when VAPID_PUBLIC_KEY is set. Production with push on needs all three VAPID settings: it never
 * generates keys, since browsers' subscriptions are tied to the public key.
 */
export function pushSettings(
  e: PushEnv,
  opts: { isProduction: boolean; dataDir: string },
): { value: PushSettings | null } | { error: string } {
  const on = flag(opts.isProduction ? !!e.VAPID_PUBLIC_KEY : true).safeParse(e.PUSH_NOTIFICATIONS);
  if (!on.success) return { error: 'PUSH_NOTIFICATIONS: must be true or false' };
  if (!on.data) return { value: null };
  const serviceHosts = e.PUSH_SERVICE_HOSTS
    ? e.PUSH_SERVICE_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean)
    : opts.isProduction
      ? KNOWN_PUSH_SERVICES
      : null;
  const given = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean).length;
  if (opts.isProduction && given < 3) {
    return {
      error:
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are needed with push notifications on (make the keys once with `npx web-push generate-vapid-keys`; the subject is mailto:you@example.com). Or set PUSH_NOTIFICATIONS=false.',
    };
  }
  // Devices' auth secrets are sealed with a key derived from it; production never generates one on disk.
  if (opts.isProduction && !e.SOCIAL_TOKEN_KEY) {
    return {
      error:
        "SOCIAL_TOKEN_KEY is not set: push notifications seal devices' auth secrets with it at rest (at least 32 characters, e.g. `openssl rand -base64 48`). Or set PUSH_NOTIFICATIONS=false.",
    };
  }
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY)
    return { error: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither.' };
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : generatedKeys(opts.dataDir);
  const vapid = { ...keys, subject: e.VAPID_SUBJECT ?? 'mailto:push@spruik.invalid' };
  try {
    // Signs a header for a sample audience: the library's own checks of the keys and the subject.
    webpush.getVapidHeaders(
      'https://push.example',
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    );
  } catch (err) {
    return { error: `VAPID settings: ${(err as Error).message}` };
  }
  return { value: { vapid, serviceHosts } };
}

/** Outside production: a key pair made once and kept in DATA_DIR, so subscriptions survive restarts. */
function generatedKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
