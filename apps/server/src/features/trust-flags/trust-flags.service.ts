/**
 * GET /api/admin/flags/shared and /api/admin/flags/withdrawals-after-top-up (issue 14, item 5): what the
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

export async function listSharedAccounts(
  deps: Deps,
  q: SharedAccountsQuery,
): Promise<SharedAccountsResponse> {
  const after = decodeKey(q.cursor);
  // One group more than a page says whether another page follows.
  const rows =
    q.by === 'phone'
      ? await repo.sharedPhones(deps.db, after[0], q.limit + 1)
      : await repo.sharedBanks(deps.db, after, q.limit + 1);
  const groups: SharedAccountGroup[] = [];
  const keys: Array<[string, string]> = [];
  for (const r of rows) {
    let g = groups[groups.length - 1];
    const last = keys[keys.length - 1];
    if (!g || last[0] !== r.key1 || last[1] !== r.key2) {
      g = {
        by: q.by,
        shared: q.by === 'phone' ? r.key1 : bankText(r.key1, r.key2),
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
