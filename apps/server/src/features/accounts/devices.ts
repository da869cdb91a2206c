/**
 * Trust signals recorded when an account signs up or signs in: the client address at sign-up (users.signup_ip)
 * and the device, a random id the web app keeps in localStorage and sends as X-Device-Id. Only a keyed hash of
 * the id is stored (user_devices), one row per account and device with its first and last sighting. The
 * self-dealing guard and the trust flags compare them (features/campaigns/self-dealing.ts, features/operator (trust flags)).
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { DEVICE_ID_HEADER, isDeviceId } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { userDevices } from '../../db/schema';
import type { Deps } from '../../deps';
import { tokenHash } from '../../lib/crypto';

/** Where a sign-up or sign-in came from. A missing or malformed device id is ignored, never refused. */
export type Seen = { ip: string; deviceId: string | null };

export function seenFrom(req: FastifyRequest): Seen {
  const header = req.headers[DEVICE_ID_HEADER.toLowerCase()];
  return { ip: req.ip, deviceId: isDeviceId(header) ? header : null };
}

/** The stored form of a device id: keyed like the other tokens, so the table alone names no device. */
export const deviceHash = (deps: Pick<Deps, 'config'>, deviceId: string) =>
  tokenHash(`device:${deviceId}`, deps.config.tokenPepper);

/** Records (or refreshes the last sighting of) the device this account used; `signedUp` at sign-up. */
export async function recordDevice(
  db: DbOrTx,
  deps: Pick<Deps, 'config' | 'clock'>,
  userId: string,
  seen: Seen,
  signedUp = false,
) {
  if (!seen.deviceId) return;
  const now = deps.clock.now();
  await db
    .insert(userDevices)
    .values({
      userId,
      deviceHash: deviceHash(deps, seen.deviceId),
      signedUp,
      firstSeenAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({
      target: [userDevices.userId, userDevices.deviceHash],
      set: { lastSeenAt: sql`excluded.last_seen_at` },
    });
}
