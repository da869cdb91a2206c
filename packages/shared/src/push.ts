/**
 * Push notifications (docs/push.md): the kinds a person can switch off, who gets each, and which are money (quiet
 * hours never hold money). Every push is also a message; its kind is the message's.
 */
import { z } from 'zod';
import { ROLES, type Role } from './constants';

const CREATOR = [ROLES.customer] as const;
const OWNERS = [ROLES.business, ROLES.venue] as const;

export const PUSH_KINDS = {
  approved: { label: 'Posts verified or approved', roles: CREATOR, money: false },
  rejected: { label: 'Posts rejected', roles: CREATOR, money: false },
  paid: { label: 'Money paid to you', roles: [...CREATOR, ROLES.venue], money: true },
  withdrawal: { label: 'Withdrawals paid or failed', roles: [...CREATOR, ROLES.venue], money: true },
  account: { label: 'Account checks and reconnecting', roles: CREATOR, money: false },
  appeal: { label: 'Appeals', roles: [...CREATOR, ...OWNERS], money: false },
  submission: { label: 'New submissions to decide', roles: OWNERS, money: false },
  campaign: { label: 'Campaigns verified, rejected or ended', roles: OWNERS, money: false },
  ending: { label: 'Campaigns ending with submissions to decide', roles: OWNERS, money: false },
  credit: { label: 'Top-ups, invoices and credit', roles: OWNERS, money: true },
  counter: { label: 'Check-ins and payments at the counter', roles: [ROLES.venue], money: true },
} as const satisfies Record<string, { label: string; roles: readonly Role[]; money: boolean }>;

export type PushKind = keyof typeof PUSH_KINDS;
export const PUSH_KIND_NAMES = Object.keys(PUSH_KINDS) as [PushKind, ...PushKind[]];
export const pushKind = z.enum(PUSH_KIND_NAMES);

/** The kinds a role sees on its preferences. */
export const pushKindsFor = (role: number): PushKind[] =>
  PUSH_KIND_NAMES.filter((k) => (PUSH_KINDS[k].roles as readonly number[]).includes(role));

/** Quiet hours, Melbourne time: from 22:00 to 08:00 the next morning. */
export const QUIET_HOURS = { from: 22, to: 8 } as const;

const base64url = (name: string, max: number) =>
  z
    .string()
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`);

/** A browser's PushSubscription.toJSON(): where to send, and the keys to encrypt for. */
export const pushSubscriptionBody = z
  .object({
    endpoint: z.string().trim().url('Endpoint must be a URL').max(2048, 'Endpoint is too long'),
    keys: z.object({ p256dh: base64url('p256dh', 200), auth: base64url('auth', 100) }),
  })
  .meta({ id: 'PushSubscription' });
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushEndpointBody = z.object({
  endpoint: z.string().trim().url('Endpoint must be a URL').max(2048, 'Endpoint is too long'),
});

export const pushPreferences = z
  .object({
    /** The kinds this person gets, each on or off (only the role's kinds). */
    kinds: z.partialRecord(pushKind, z.boolean()),
    /** Hold everything but money from 22:00 to 08:00 Melbourne time. */
    quietHours: z.boolean(),
  })
  .meta({ id: 'PushPreferences' });
export type PushPreferences = z.infer<typeof pushPreferences>;

/** What the service worker receives, decrypted: small, no secret, a deep link. */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The app's path to open on a tap. */
  url: z.string(),
  /** One notification per tag: a later one replaces it (grouped submissions). */
  tag: z.string(),
  kind: pushKind,
  /** An owner's unseen messages, for the app's badge; 0 for a creator (the badge counts the notifications shown). */
  unseen: z.number().int().nonnegative(),
});
export type PushPayload = z.infer<typeof pushPayload>;

/** The screen a push of this kind opens, for the person's role (a campaign's kinds open the campaign). */
export function pushLink(kind: PushKind, role: number, campaignId?: string | null): string {
  const owner = role === ROLES.business || role === ROLES.venue;
  if (owner && campaignId && kind !== 'credit' && kind !== 'counter')
    return `/campaign_details?id=${encodeURIComponent(campaignId)}`;
  switch (kind) {
    case 'approved':
    case 'rejected':
    case 'appeal':
      return owner ? '/messages' : '/my_activity';
    case 'paid':
    case 'withdrawal':
    case 'credit':
      return role === ROLES.venue ? '/venue_credit' : role === ROLES.business ? '/credit' : '/my_wallet';
    case 'account':
      return '/profile';
    case 'counter':
      return '/payments';
    default:
      return '/messages';
  }
}
