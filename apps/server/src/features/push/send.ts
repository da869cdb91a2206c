/**
 * One push request (RFC 8030) to one device: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the
 * VAPID header (RFC 8292); fetch sends it, since web-push's own sender speaks only https and has no abort.
 */
import webpush from 'web-push';
import type { PushPayload } from '@spruik/shared';
import type { PushSettings } from '../../config/push-settings';
import { derivedKey, seal, unseal } from '../../lib/crypto';
import type { Config } from '../../config/env';
import { endpointAllowed } from './endpoint';
import { isMoney } from './payload';
import type { SubscriptionRow } from './push.repository';
import { countPush } from './push.metrics';

/** A push service that has not answered within this is retried later. */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long the push service keeps a push for a device that is offline (seconds). */
export const PUSH_TTL_SECONDS = 86_400;

/** The key sealing devices' auth secrets at rest, derived from SOCIAL_TOKEN_KEY (like the platforms' tokens). */
const authKey = (config: Config) => derivedKey(config.social.tokenKey, 'push-auth');
export const sealAuth = (config: Config, auth: string) => seal(auth, authKey(config));

/**
 * sent: 2xx. gone: 404 or 410, the subscription has ended (delete it). retry: 429, 5xx, no answer (try again
 * later). dropped: any other answer, or an endpoint no longer allowed (nothing to gain by trying again).
 */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'dropped';

export async function sendPush(
  config: Config & { push: PushSettings },
  sub: SubscriptionRow,
  payload: PushPayload,
): Promise<PushOutcome> {
  const outcome = await attempt(config, sub, payload);
  countPush(outcome);
  return outcome;
}

async function attempt(
  config: Config & { push: PushSettings },
  sub: SubscriptionRow,
  payload: PushPayload,
): Promise<PushOutcome> {
  // Checked again at each send: the list may have been narrowed since the device subscribed.
  if (!endpointAllowed(sub.endpoint, config.push.serviceHosts)) return 'dropped';
  let request;
  try {
    const auth = unseal(sub.authSecret, authKey(config));
    request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth } },
      JSON.stringify(payload),
      {
        vapidDetails: config.push.vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: isMoney(payload.kind) ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
  } catch {
    // Keys that do not make a push (a bad p256dh, a secret sealed under another key): nothing will change that.
    return 'dropped';
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  let status: number;
  try {
    const res = await fetch(sub.endpoint, {
      method: 'POST',
      headers,
      body: request.body ?? undefined,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      redirect: 'manual',
    });
    status = res.status;
    await res.body?.cancel().catch(() => undefined);
  } catch {
    return 'retry';
  }
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'dropped';
}
