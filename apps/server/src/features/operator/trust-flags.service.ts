/**
 * GET /api/admin/flags/shared and /api/admin/flags/withdrawals-after-top-up: what the
 * operator looks at before paying out. Groups page on their shared detail with a cursor of their own (the
 * detail is the key, not a time); withdrawals page like every other operator list.
 */
import {
  ERROR_CODE,
  FLAG_MSG,
  type FlaggedAccount,
  type QuickWithdrawalsQuery,
  type QuickWithdrawalsResponse,
  type SharedAccountGroup,
  type SharedAccountsQuery,
  type SharedAccountsResponse,
  type SharedBy,
  FLAG_LIMITS,
  idOrNull,
  type OneOwnerResponse,
  type RemovedPostsResponse,
} from '@spruik/shared';
import type { Deps } from '../../deps';
import { keysetPage, readCursor } from '../../db/keyset';
import { AppError } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import * as repo from './trust-flags.repository';

/* ---- the groups' cursor: the last group's shared detail (base64url JSON), opaque to clients ---- */

const encodeKey = (key: [string, string]) => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeKey(cursor: string | undefined): [string, string] {
  if (!cursor) return ['', ''];
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && v.every((s) => typeof s === 'string' && s.length <= 64))
      return v as [string, string];
  } catch {
    // falls through to the 400 below
  }
  throw new AppError(400, ERROR_CODE.VALIDATION, FLAG_MSG.pageInvalid);
}

const account = (r: {
  id: string;
  role: number;
  name: string;
  organisation: string | null;
  email: string;
  is_active: boolean;
  created_at: string;
}): FlaggedAccount => ({
  _id: r.id,
  id: r.id,
  role: Number(r.role),
  name: r.name,
  organisation: r.organisation,
  email: r.email,
  isActive: r.is_active,
  createdAt: r.created_at,
});

/** "BSB 063-000 · 12345678" */
const bankText = (bsb: string, number: string) =>
  `BSB ${/^\d{6}$/.test(bsb) ? `${bsb.slice(0, 3)}-${bsb.slice(3)}` : bsb} · ${number}`;

/** The grouped query for each shared detail. */
const groupsBy: Record<
  SharedBy,
  (deps: Deps, after: [string, string], limit: number) => Promise<repo.MemberRow[]>
> = {
  bank: (deps, after, limit) => repo.sharedBanks(deps.db, after, limit),
  phone: (deps, after, limit) => repo.sharedPhones(deps.db, after[0], limit),
  card: (deps, after, limit) => repo.sharedCards(deps.db, after[0], limit),
  abn: (deps, after, limit) => repo.sharedAbns(deps.db, after[0], limit),
  device: (deps, after, limit) => repo.sharedDevices(deps.db, after[0], limit),
  signupIp: (deps, after, limit) => repo.sharedSignupIps(deps.db, after[0], limit),
};

/** The shared detail as the operator reads it; fingerprints and device hashes by their first 8 characters. */
function sharedText(by: SharedBy, key1: string, key2: string): string {
  if (by === 'bank') return bankText(key1, key2);
  if (by === 'card') return `Card ${key1.slice(0, 8)}`;
  if (by === 'device') return `Device ${key1.slice(0, 8)}`;
  if (by === 'abn') return `ABN ${key1.slice(0, 2)} ${key1.slice(2, 5)} ${key1.slice(5, 8)} ${key1.slice(8)}`;
  return key1;
}

export async function listSharedAccounts(
  deps: Deps,
  q: SharedAccountsQuery,
): Promise<SharedAccountsResponse> {
  const after = decodeKey(q.cursor);
  // One group more than a page says whether another page follows.
  const rows = await groupsBy[q.by](deps, after, q.limit + 1);
  const groups: SharedAccountGroup[] = [];
  const keys: Array<[string, string]> = [];
  for (const r of rows) {
    let g = groups[groups.length - 1];
    const last = keys[keys.length - 1];
    if (!g || last[0] !== r.key1 || last[1] !== r.key2) {
      g = {
        by: q.by,
        shared: sharedText(q.by, r.key1, r.key2),
        memberCount: Number(r.member_count),
        members: [],
      };
      groups.push(g);
      keys.push([r.key1, r.key2]);
    }
    g.members.push({ ...account(r), detail: r.detail });
  }
  const more = groups.length > q.limit;
  const page = groups.slice(0, q.limit);
  return { groups: page, nextCursor: more ? encodeKey(keys[q.limit - 1]) : null, limit: q.limit };
}

export async function listQuickWithdrawals(
  deps: Deps,
  q: QuickWithdrawalsQuery,
): Promise<QuickWithdrawalsResponse> {
  const rows = await repo.withdrawalsAfterTopUp(deps.db, readCursor(q.cursor), q.limit + 1);
  const { page, nextCursor } = keysetPage(rows, q.limit, (r) => ({ at: r.at, id: r.id }));
  return {
    withdrawals: page.map((r) => ({
      _id: r.id,
      id: r.id,
      amount: toDollars(Number(r.amount_cents)),
      status: Number(r.status),
      createdAt: r.created_at,
      account: account({ ...r, id: r.user_id, created_at: r.user_created_at }),
      topUp: {
        _id: r.top_up_id,
        amount: toDollars(Number(r.top_up_cents)),
        method: r.method,
        paidAt: r.paid_at,
      },
      topUpsInWindow: Number(r.top_ups_in_window),
      toppedUpInWindow: toDollars(Number(r.topped_up_cents)),
    })),
    nextCursor,
    limit: q.limit,
  };
}

/** GET /api/admin/flags/paid-by-one-owner: customers paid mostly by one owner (FLAG_LIMITS.oneOwner*). */
export async function listPaidByOneOwner(deps: Deps, q: QuickWithdrawalsQuery): Promise<OneOwnerResponse> {
  const after = q.cursor ? decodeKey(q.cursor) : null;
  const cents = after ? Number(after[0]) : 0;
  if (after && (!Number.isSafeInteger(cents) || !idOrNull(after[1])))
    throw new AppError(400, ERROR_CODE.VALIDATION, FLAG_MSG.pageInvalid);
  const rows = await repo.paidByOneOwner(
    deps.db,
    {
      now: deps.clock.now(),
      days: FLAG_LIMITS.oneOwnerDays,
      floorCents: FLAG_LIMITS.oneOwnerFloorCents,
      percent: FLAG_LIMITS.oneOwnerPercent,
    },
    after ? [cents, after[1]] : null,
    q.limit + 1,
  );
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const person = (r: repo.OneOwnerRow, p: 'c' | 'o') =>
    account({
      id: p === 'c' ? r.customer_id : r.owner_id,
      role: Number(r[`${p}_role`]),
      name: String(r[`${p}_name`]),
      organisation: (r[`${p}_organisation`] as string | null) ?? null,
      email: String(r[`${p}_email`]),
      is_active: Boolean(r[`${p}_is_active`]),
      created_at: String(r[`${p}_created_at`]),
    });
  return {
    customers: page.map((r) => ({
      customer: person(r, 'c'),
      owner: person(r, 'o'),
      paidByOwner: toDollars(Number(r.cents)),
      paidInAll: toDollars(Number(r.total)),
      percent: Math.floor((Number(r.cents) * 100) / Number(r.total)),
      sharesDevice: Boolean(r.shares_device),
      sharesSignupAddress: Boolean(r.shares_signup_ip),
    })),
    nextCursor: rows.length > q.limit ? encodeKey([String(Number(last.cents)), last.customer_id]) : null,
    limit: q.limit,
  };
}

/** GET /api/admin/flags/posts-removed: verified posts deleted or made private within 7 days, newest first. */
export async function listRemovedPosts(deps: Deps, q: QuickWithdrawalsQuery): Promise<RemovedPostsResponse> {
  const rows = await repo.removedPosts(deps.db, readCursor(q.cursor), q.limit + 1);
  const { page, nextCursor } = keysetPage(rows, q.limit, (r) => ({ at: r.at, id: r.id }));
  const person = (r: repo.RemovedPostRow, p: 'c' | 'o') =>
    account({
      id: String(r[`${p}_id`]),
      role: Number(r[`${p}_role`]),
      name: String(r[`${p}_name`]),
      organisation: (r[`${p}_organisation`] as string | null) ?? null,
      email: String(r[`${p}_email`]),
      is_active: Boolean(r[`${p}_is_active`]),
      created_at: String(r[`${p}_created_at`]),
    });
  return {
    posts: page.map((r) => ({
      _id: r.id,
      id: r.id,
      platform: String(r.platform ?? ''),
      link: (r.link as string | null) ?? null,
      removedAt: r.removed_at,
      verifiedAt: (r.verified_at as string | null) ?? null,
      payout: r.payout_cents === null ? null : toDollars(Number(r.payout_cents)),
      campaign: { _id: r.campaign_id, id: r.campaign_id, title: String(r.campaign_title) },
      creator: person(r, 'c'),
      owner: person(r, 'o'),
      creatorRemovedCount: Number(r.creator_removed),
    })),
    nextCursor,
    limit: q.limit,
  };
}
