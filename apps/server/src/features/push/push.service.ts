import { ERROR_CODE, pushKindsFor, type PushPreferences, type PushSubscriptionBody } from '@spruik/shared';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../lib/app-error';
import { endpointAllowed } from './endpoint';
import * as repo from './push.repository';
import { sealAuth } from './send';

export const PUSH_MSG = {
  off: 'Notifications are switched off on this server.',
  endpointRefused: 'This push service is not one we send to.',
  kindNotYours: (kind: string) => `"${kind}" is not a notification for your account.`,
} as const;

/** POST /api/push/subscriptions: an upsert by endpoint, so sending it again changes nothing. */
export async function subscribe(deps: Deps, userId: string, body: PushSubscriptionBody) {
  if (!deps.config.push) throw conflict(PUSH_MSG.off, ERROR_CODE.PUSH_OFF);
  if (!endpointAllowed(body.endpoint, deps.config.push.serviceHosts))
    throw badRequest(PUSH_MSG.endpointRefused, ERROR_CODE.PUSH_ENDPOINT_REFUSED);
  await repo.upsertSubscription(deps.db, {
    userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    authSecret: sealAuth(deps.config, body.keys.auth),
    now: deps.clock.now(),
  });
  return { subscribed: true as const };
}

/** DELETE /api/push/subscriptions: the same answer whether or not the caller had that device. */
export async function unsubscribe(deps: Deps, userId: string, body: { endpoint: string }) {
  await repo.deleteOwnSubscription(deps.db, userId, body.endpoint);
  return { subscribed: false as const };
}

/** The role's kinds, each on unless switched off; no row: all on, quiet hours on. Operators have no kinds. */
export async function preferences(deps: Deps, user: { id: string; role: number }): Promise<PushPreferences> {
  const row = await repo.preferencesOf(deps.db, user.id);
  const off = new Set(row?.kindsOff ?? []);
  return {
    kinds: Object.fromEntries(pushKindsFor(user.role).map((k) => [k, !off.has(k)])),
    quietHours: row?.quietHours ?? true,
  };
}

export async function updatePreferences(
  deps: Deps,
  user: { id: string; role: number },
  body: Partial<PushPreferences>,
): Promise<PushPreferences> {
  const mine = pushKindsFor(user.role);
  const foreign = Object.keys(body.kinds ?? {}).find((k) => !(mine as string[]).includes(k));
  if (foreign) throw badRequest(PUSH_MSG.kindNotYours(foreign), ERROR_CODE.VALIDATION);
  const current = await preferences(deps, user);
  const kinds = { ...current.kinds, ...body.kinds };
  await repo.savePreferences(deps.db, user.id, {
    kindsOff: mine.filter((k) => kinds[k] === false),
    quietHours: body.quietHours ?? current.quietHours,
    now: deps.clock.now(),
  });
  return { kinds, quietHours: body.quietHours ?? current.quietHours };
}
