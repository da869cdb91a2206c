/**
 * The SQL the floor runs: the statements the real routes send, as the capture records them (bench/api/capture.ts),
 * written out by hand. The benchmark compares the two before it measures (whitespace aside), so when a route's
 * queries change, this file must follow or the benchmark stops with the difference.
 */
const list = (table: string | null, columns: string[]) =>
  columns.map((c) => (table ? `"${table}"."${c}"` : `"${c}"`)).join(', ');

/** The access check's columns (plugins/access.ts); a route's declared columns follow them. */
const AUTH_COLUMNS = ['id', 'role', 'is_active', 'token_version'];
/** GET /api/users/me's declared columns (users.presenter.ts ME_COLUMNS). */
export const ME_COLUMNS = [
  'name',
  'email',
  'phone',
  'instagram_id',
  'tiktok_id',
  'youtube_id',
  'country',
  'city',
  'level',
  'energy',
  'legend_code',
  'membership',
  'instagram_followers',
  'tiktok_followers',
  'youtube_followers',
  'social_declined_reason',
  'profile_edited_at',
  'created_at',
];
/** The offers' declared columns (campaign-rules.ts SOCIAL_COLUMNS). */
export const SOCIAL_COLUMNS = [
  'instagram_id',
  'tiktok_id',
  'youtube_id',
  'instagram_followers',
  'tiktok_followers',
  'youtube_followers',
  'social_declined_reason',
];

/** The signed-in user behind a token with the route's columns ($1 id, $2 1); answers the column names too. */
export function authUser(extra: string[] = []) {
  const columns = [...AUTH_COLUMNS, ...extra];
  return { columns, text: `select ${list(null, columns)} from "users" where "users"."id" = $1 limit $2` };
}

/** The whole users row, as lockUser reads it. */
const USER_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'role',
  'name',
  'phone',
  'instagram_id',
  'tiktok_id',
  'youtube_id',
  'country',
  'city',
  'level',
  'energy',
  'legend_code',
  'referred_by',
  'is_active',
  'membership',
  'latitude',
  'longitude',
  'instagram_followers',
  'tiktok_followers',
  'youtube_followers',
  'social_declined_reason',
  'token_version',
  'profile_edited_at',
  'last_quiz_at',
  'signup_ip',
  'created_at',
];
export const LOCK_USER = {
  columns: USER_COLUMNS,
  text: `select ${list(null, USER_COLUMNS)} from "users" where "users"."id" = $1 limit $2 for no key update`,
};
/** The live balance push's read of the user (features/live pushBalance). */
export const ROLE_ENERGY = `select "role", "energy" from "users" where "users"."id" = $1 limit $2`;

// ---- GET /api/users/me ----
export const FIND_BANK = `select "account_name", "bsb", "account_number", "changed_at" from "bank_accounts" where "bank_accounts"."user_id" = $1 limit $2`;
export const COUNT_UNSEEN = `select count(*) from "messages" where ("messages"."user_id" = $1 and "messages"."is_seen" = $2)`;
export const COUNT_REFERRALS = `select count(*) from "users" where "users"."referred_by" = $1`;
export const USER_BALANCES = `select "kind", coalesce(sum("balance_cents"), 0)::bigint from "ledger_accounts" where ("ledger_accounts"."owner_id" = $1 and "ledger_accounts"."kind" in ($2, $3, $4, $5, $6, $7)) group by "ledger_accounts"."kind"`;
export const BALANCE_KINDS = [
  'wallet',
  'pocket',
  'business_credit',
  'venue_credit',
  'venue_earnings',
  'withdrawal',
];

// ---- campaigns ----
export const CAMPAIGN_COLUMNS = [
  'id',
  'owner_id',
  'type',
  'title',
  'link',
  'platform',
  'conditions',
  'participants_count',
  'participants_share_cents',
  'end_date',
  'item',
  'discount',
  'is_active',
  'is_verified',
  'verified_at',
  'rejected_reason',
  'settled_at',
  'views_count',
  'created_at',
  'places_taken',
];
const STATS = `"campaigns"."places_taken", (select count(*) from activities a where a.campaign_id = "campaigns"."id" and a.status = 2), (select coalesce(sum(a.payout_cents), 0) from activities a where a.campaign_id = "campaigns"."id" and a.status = 2), (select coalesce(round(avg(coalesce(a.followers, case "campaigns"."platform" when 'tiktok' then u.tiktok_followers when 'youtube' then u.youtube_followers else u.instagram_followers end))), 0) from activities a join users u on u.id = a.user_id where a.campaign_id = "campaigns"."id")`;
const WITH_STATS = `${list('campaigns', CAMPAIGN_COLUMNS)}, "owner_user"."id", "owner_user"."name", "organisations"."name", "organisations"."logo", "owner_user"."email", "owner_user"."instagram_id", "owner_user"."tiktok_id", "owner_user"."youtube_id", ${STATS}`;
const CAMPAIGN_JOINS = `from "campaigns" inner join "users" "owner_user" on "owner_user"."id" = "campaigns"."owner_id" left join "organisations" on "organisations"."user_id" = "campaigns"."owner_id"`;

/**
 * A customer's offers: the page (not joined by the customer), then the total as every offer less the ones the
 * customer joined (two counts, run side by side).
 */
export function offersWhere(platforms: string[]) {
  const n = platforms.length;
  const marks = (from: number) => platforms.map((_, i) => `$${from + i}`).join(', ');
  const platform = (from: number) =>
    n === 0
      ? 'false'
      : platforms.includes('instagram')
        ? `("campaigns"."platform" in (${marks(from)}) or "campaigns"."platform" is null)`
        : `"campaigns"."platform" in (${marks(from)})`;
  const offers = (now: number, from: number) =>
    `(("campaigns"."is_verified" = true and "campaigns"."is_active" = true and "campaigns"."settled_at" is null and "campaigns"."places_taken" < "campaigns"."participants_count" and "campaigns"."end_date" > $${now}) and "campaigns"."owner_id" not in (select o.id from users o where not o.is_active) and ${platform(from)})`;
  return {
    /** $1 now, $2.. the platforms, then the customer, the limit and the offset (0 on page 1: prepared, so always sent). */
    rows: `select ${WITH_STATS} ${CAMPAIGN_JOINS} where (${offers(1, 2)} and not exists (select 1 from activities a where a.campaign_id = "campaigns"."id" and a.user_id = $${2 + n})) order by "campaigns"."created_at" desc, "campaigns"."id" desc limit $${3 + n} offset $${4 + n}`,
    /** $1 now, $2.. the platforms. */
    countAll: `select count(*) from "campaigns" where ${offers(1, 2)}`,
    /** $1 the customer, $2 now, $3.. the platforms. */
    countJoined: `select count(*) from "activities" inner join "campaigns" on "campaigns"."id" = "activities"."campaign_id" where ("activities"."user_id" = $1 and ${offers(2, 3)})`,
  };
}

export const CAMPAIGN_WITH_STATS = `select ${WITH_STATS} ${CAMPAIGN_JOINS} where "campaigns"."id" = $1 limit $2`;
export const ACTIVITY_COLUMNS = [
  'id',
  'campaign_id',
  'user_id',
  'status',
  'link',
  'youtube_id',
  'disclosed',
  'followers',
  'payout_cents',
  'submitted_at',
  'decided_at',
  'auto_approved',
  'created_at',
];
export const FIND_USER_ACTIVITY = `select ${list(null, ACTIVITY_COLUMNS)} from "activities" where ("activities"."campaign_id" = $1 and "activities"."user_id" = $2) limit $3`;

// ---- POST /api/campaigns/:id/accept ----
export const LOCK_CAMPAIGN = `select ${list(null, CAMPAIGN_COLUMNS)} from "campaigns" where "campaigns"."id" = $1 limit $2 for no key update`;
export const OWNER_ACTIVE_SHARE = `select "is_active" from "users" where "users"."id" = $1 for share`;
/** $1 customer, $2 owner, $3 customer, $4 owner (self-dealing.ts). */
export const SHARE_PHONE_OR_BANK = `select 1 from users c, users o where c.id = $1 and o.id = $2 and regexp_replace(c.phone, '[^0-9]', '', 'g') <> '' and regexp_replace(c.phone, '[^0-9]', '', 'g') = regexp_replace(o.phone, '[^0-9]', '', 'g') union all select 1 from bank_accounts c join bank_accounts o on o.bsb = c.bsb and o.account_number = c.account_number where c.user_id = $3 and o.user_id = $4 limit 1`;
/** $1 5 (expired), $2 now, $3 campaign, $4 1 (to do), $5 now - 72 h. */
export const EXPIRE_TODOS = `update "activities" set "status" = $1, "decided_at" = $2 where ("activities"."campaign_id" = $3 and "activities"."status" = $4 and "activities"."created_at" <= $5) returning "id", "user_id"`;
export const TAKE_PLACE = `update "campaigns" set "places_taken" = "campaigns"."places_taken" + $1 where "campaigns"."id" = $2`;
export const USE_ENERGY = `update "users" set "energy" = "users"."energy" - $1 where "users"."id" = $2 returning "energy"`;
export const INSERT_ACTIVITY = `insert into "activities" (${list(null, ACTIVITY_COLUMNS)}) values (default, $1, $2, $3, default, default, default, default, default, default, default, default, $4) returning ${list(null, ACTIVITY_COLUMNS)}`;

// ---- GET /api/venues ----
const VENUE_COLUMNS = `"users"."id", "users"."name", "users"."membership", "users"."latitude", "users"."longitude", "users"."instagram_id", "users"."tiktok_id", "users"."youtube_id", "organisations"."name", "organisations"."logo", "organisations"."address", "organisations"."website_link"`;
/** The full list's first page, oldest venue first ($1 the cursor's time format, $2 1, $3 true, $4 a page and one). */
export const MAPPED_VENUES = `select ${VENUE_COLUMNS}, to_char("users"."created_at" at time zone 'UTC', $1) from "users" left join "organisations" on "organisations"."user_id" = "users"."id" where (("users"."role" = $2 and "users"."is_active" = $3) and ("users"."latitude" + "users"."longitude") is not null) order by "users"."created_at" asc, "users"."id" asc limit $4`;
export const ACTIVE_VENUE = `select ${VENUE_COLUMNS} from "users" left join "organisations" on "organisations"."user_id" = "users"."id" where ("users"."id" = $1 and ("users"."role" = $2 and "users"."is_active" = $3)) limit $4`;

// ---- GET /api/payments (a customer) ----
const PAYMENT_COLUMNS = [
  'id',
  'customer_id',
  'venue_id',
  'wallet_cents',
  'pocket_cents',
  'total_cents',
  'voucher_id',
  'confirmation_code',
  'entry_id',
  'created_at',
];
/** The keyset cursor's time column format (db/keyset.ts), always $1 of the money-history reads. */
export const AT_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';
/**
 * Page 1 of each source: $2 the customer, then the limit (a page and one). The payments read looks the paying
 * customer up per row (a lateral subquery, $2 its limit of 1, then $3 the customer and $4 the page's limit).
 */
export const CUSTOMER_PAYMENTS = `select ${list('payments', PAYMENT_COLUMNS)}, to_char("payments"."created_at" at time zone 'UTC', $1), "organisations"."name", "customer"."name", "customer"."instagram_id" from "payments" inner join lateral (select "name", "instagram_id" from "users" where "users"."id" = "payments"."customer_id" limit $2) "customer" on true left join "organisations" on "organisations"."user_id" = "payments"."venue_id" where "payments"."customer_id" = $3 order by "payments"."created_at" desc, "payments"."id" desc limit $4`;
export const CREDITS_RECEIVED = `select "journal_entries"."id", to_char("journal_entries"."created_at" at time zone 'UTC', $1), "journal_entries"."kind", "journal_entries"."memo", "journal_entries"."created_at", coalesce(sum(case when "ledger_accounts"."kind" = 'wallet' then "journal_lines"."amount_cents" else 0 end), 0)::bigint, coalesce(sum(case when "ledger_accounts"."kind" = 'pocket' then "journal_lines"."amount_cents" else 0 end), 0)::bigint from "journal_lines" inner join "ledger_accounts" on "ledger_accounts"."id" = "journal_lines"."account_id" inner join "journal_entries" on "journal_entries"."id" = "journal_lines"."entry_id" where ("ledger_accounts"."owner_id" = $2 and "ledger_accounts"."kind" in ($3, $4) and "journal_lines"."amount_cents" > $5 and "journal_entries"."kind" <> $6) group by "journal_entries"."id" order by "journal_entries"."created_at" desc, "journal_entries"."id" desc limit $7`;
export const WITHDRAWALS_OF = `select "id", "user_id", "amount_cents", "status", "account_name", "bsb", "account_number", "bank_changed_at", "reject_reason", "decided_at", "decided_by", "created_at", to_char("created_at" at time zone 'UTC', $1) from "withdrawals" where "withdrawals"."user_id" = $2 order by "withdrawals"."created_at" desc, "withdrawals"."id" desc limit $3`;
export const PAGE_SIZE = 50;

// ---- POST /api/payments ----
const KEY_WHERE = `("idempotency_keys"."user_id" = $3 and "idempotency_keys"."route" = $4 and "idempotency_keys"."key" = $5)`;
export const CLAIM_KEY = `insert into "idempotency_keys" ("user_id", "route", "key", "request_hash", "status_code", "response", "created_at") values ($1, $2, $3, $4, default, default, $5) on conflict do nothing returning "key"`;
export const SAVE_ANSWER = `update "idempotency_keys" set "status_code" = $1, "response" = $2 where ${KEY_WHERE}`;
export const INSERT_PAYMENT = `insert into "payments" (${list(null, PAYMENT_COLUMNS)}) values ($1, $2, $3, $4, $5, $6, $7, $8, default, $9) on conflict ("id") do nothing returning ${list(null, PAYMENT_COLUMNS)}`;
export const FIND_ENTRY = `select "id", "idempotency_key" from "journal_entries" where "journal_entries"."idempotency_key" in ($1)`;
/** Two accounts, in key order: 6 parameters each (key, kind, owner, venue, campaign, allow_negative). */
export const LOCK_TWO_ACCOUNTS = `insert into "ledger_accounts" ("id", "key", "kind", "owner_id", "venue_id", "campaign_id", "allow_negative", "balance_cents", "created_at") values (default, $1, $2, $3, $4, $5, $6, default, default), (default, $7, $8, $9, $10, $11, $12, default, default) on conflict ("key") do update set "balance_cents" = "ledger_accounts"."balance_cents" returning "id", "key", "balance_cents", "allow_negative"`;
export const INSERT_ENTRY = `insert into "journal_entries" ("id", "kind", "idempotency_key", "memo", "actor_id", "created_at") values (default, $1, $2, $3, $4, default) on conflict ("idempotency_key") do nothing returning "id", "idempotency_key"`;
export const INSERT_TWO_LINES = `insert into "journal_lines" ("id", "entry_id", "account_id", "amount_cents", "seq") values (default, $1, $2, $3, default), (default, $4, $5, $6, default)`;
/** Both balances in one statement: ($1 id, $2 delta), ($3 id, $4 delta) in key order. */
export const ADD_TWO_BALANCES = `update "ledger_accounts" set balance_cents = "ledger_accounts".balance_cents + d.delta from (values ($1::uuid, $2::bigint), ($3::uuid, $4::bigint)) as d(id, delta) where "ledger_accounts".id = d.id`;
export const SET_PAYMENT_ENTRY = `update "payments" set "entry_id" = $1 where "payments"."id" = $2`;
export const ADD_INCOME = `update "organisations" set "total_income_cents" = "organisations"."total_income_cents" + $1 where "organisations"."user_id" = $2`;
export const BALANCES_OF_TWO = `select "key", "balance_cents" from "ledger_accounts" where "ledger_accounts"."key" in ($1, $2)`;
