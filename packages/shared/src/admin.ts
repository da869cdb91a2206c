/**
 * The operator's side (role 4): account edits, announcements, quiz questions, the payout export, the overview
 * and the audit log. Request schemas carry the texts the API answers. The quiz a customer plays is in quiz.ts
 * (re-exported here so the package index needs one line for both).
 */
import { z } from 'zod';
import { PLATFORMS } from './constants';
import { cursorParam, dollars, isoDate, keysetLimit, keysetPageFields } from './http/wire';
import { textProblem, COMMON_MSG } from './validation';
import { VENUE_MSG } from './venues';
import { ANNOUNCEMENT_LINK_MAX, ANNOUNCEMENT_MSG } from './announcements';
import { asText, body, numeric, ordered } from './request-rules';
import { endOfCampaignDay } from './campaigns';
import { accountIdentity, socialIds } from './accounts';

export * from './quiz';

/**
 * Why a live account was switched off (users.suspended_reason): shown on the operator's card and in the
 * reactivation confirmation.
 */
export const SUSPEND_REASON = {
  reversal: 'Suspended for review: a top-up was refunded or charged back.',
  operator: 'Switched off by an operator.',
} as const;

export const ADMIN_MSG = {
  ...ANNOUNCEMENT_MSG,
  payoutBatchNotFound: 'Payout batch not found. Download the payout file first.',
  levelInvalid: 'Level must be 1 (Basic) or 2 (Legend).',
  customerOnlyLevel: 'Only customers have a level.',
  followersInvalid: 'Follower counts must be whole numbers of 0 or more.',
  addressRequired: 'Please enter the venue address.',
  addressLong: 'Address must contain less than 200 characters.',
  venueOnlyAddress: 'Only venues have an address.',
  questionTitleRequired: 'A question needs a title.',
  questionTitleLong: 'Question title must contain less than 200 characters.',
  answersCount: 'Give between 2 and 6 answers.',
  answerTitleRequired: 'Every answer needs a title.',
  answerTitleLong: 'Answers must contain less than 100 characters.',
  answersDistinct: 'Answers must be different from each other.',
  answerCorrectInvalid: 'Mark each answer as correct or not (true or false).',
  oneCorrect: 'Exactly one answer must be correct.',
  questionNotFound: 'Question not found.',
  questionCreated: 'Question created.',
  questionUpdated: 'Question updated.',
  questionDeleted: 'Question deleted.',
  dateInvalid: 'Please enter dates as YYYY-MM-DD.',
  rangeInvalid: 'The start date must not be after the end date.',
} as const;

export const ADMIN_LIMITS = {
  addressMax: 200,
  linkMax: ANNOUNCEMENT_LINK_MAX,
  questionTitleMax: 200,
  answerTitleMax: 100,
  minAnswers: 2,
  maxAnswers: 6,
  /** Fits the integer column with room to spare. */
  maxFollowers: 2_000_000_000,
  signupDays: 30,
} as const;

/** A count: a whole number >= 0, or null to clear it; '' clears too. */
const followerCount = z.preprocess(
  (v) => (v === '' ? null : numeric(v)),
  z
    .number({ error: ADMIN_MSG.followersInvalid })
    .int({ error: ADMIN_MSG.followersInvalid })
    .min(0, { error: ADMIN_MSG.followersInvalid })
    .max(ADMIN_LIMITS.maxFollowers, { error: ADMIN_MSG.followersInvalid })
    .nullable()
    .optional(),
);

/** A number sent as JSON number or numeric text; '' and null count as not sent. */
const optionalNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : numeric(v)),
    z.number({ error: message }).min(min, { error: message }).max(max, { error: message }).optional(),
  );

const optionalChoice = <T extends readonly [number, ...number[]]>(values: T, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : numeric(v)),
    z
      .number({ error: message })
      .refine((n) => values.includes(n), { error: message })
      .transform((n) => n as T[number])
      .optional(),
  );

/**
 * PUT /api/admin/users/{id}: any subset. isActive (any account); membership, latitude+longitude, address (venues);
 * level (customers); instagramFollowers, tiktokFollowers, youtubeFollowers (whole numbers >= 0, or null).
 */
export const adminUserUpdateRequest = body(
  z
    .object({
      isActive: z.boolean({ error: VENUE_MSG.isActiveInvalid }).optional(),
      membership: optionalChoice([1, 2, 3] as const, VENUE_MSG.membershipInvalid),
      latitude: optionalNumber(VENUE_MSG.latitudeInvalid, -90, 90),
      longitude: optionalNumber(VENUE_MSG.longitudeInvalid, -180, 180),
      level: optionalChoice([1, 2] as const, ADMIN_MSG.levelInvalid),
      address: z.unknown().optional(),
      instagramFollowers: followerCount,
      tiktokFollowers: followerCount,
      youtubeFollowers: followerCount,
    })
    .transform((v, ctx) => {
      const fail = (path: string, message: string) => {
        ctx.addIssue({ code: 'custom', path: [path], message });
        return z.NEVER;
      };
      let address: string | undefined;
      if (v.address !== undefined) {
        const a = asText(v.address);
        if (!a) return fail('address', ADMIN_MSG.addressRequired);
        const problem = textProblem(a, { max: ADMIN_LIMITS.addressMax, tooLong: ADMIN_MSG.addressLong });
        if (problem) return fail('address', problem);
        address = a;
      }
      if ((v.latitude === undefined) !== (v.longitude === undefined))
        return fail('latitude', VENUE_MSG.coordinatesPair);
      const out = { ...v, address };
      if (Object.values(out).every((x) => x === undefined))
        return fail('isActive', VENUE_MSG.nothingToUpdate);
      return out;
    }),
);
export type AdminUserUpdateRequest = z.infer<typeof adminUserUpdateRequest>;

/**
 * One row of GET /api/admin/users. status: 'pending' for a venue sign-up never activated (awaiting activation),
 * 'suspended' for an account that was live and was switched off (suspension says why and when).
 */
export const adminUserItem = z
  .object({
    ...accountIdentity,
    role: z.number(),
    isActive: z.boolean(),
    status: z.enum(['pending', 'active', 'suspended']),
    suspension: z.object({ reason: z.string(), at: isoDate }).nullable(),
    membership: z.number().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    level: z.number(),
    legendCode: z.string().nullable(),
    energy: z.number(),
    ...socialIds,
    instagramFollowers: z.number().nullable(),
    tiktokFollowers: z.number().nullable(),
    youtubeFollowers: z.number().nullable(),
    /** Set when the operator declined this customer's social accounts. */
    socialDeclinedReason: z.string().nullable(),
    /** The platforms whose follower count the platform itself gave (a connected account, not the operator). */
    connectedPlatforms: z.array(z.enum(PLATFORMS)),
    createdAt: isoDate,
    details: z
      .object({
        name: z.string(),
        abn: z.string(),
        address: z.string().nullable(),
        websiteLink: z.string().nullable(),
        logo: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUserItem = z.infer<typeof adminUserItem>;

/** Where a page of an operator list is, and how many rows the list has. */
export const pageFields = { total: z.number(), page: z.number(), limit: z.number() };

export const adminUsersResponse = z.object({ users: z.array(adminUserItem), ...keysetPageFields });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

/** ?page=&limit= of the operator lists: page from 1, limit 1-100 (default 20). */
export const adminPageQuery = body(
  z.object({ page: z.unknown().optional(), limit: z.unknown().optional() }).transform((v, ctx) => {
    const page = asText(v.page) ? Number(asText(v.page)) : 1;
    const limit = asText(v.limit) ? Number(asText(v.limit)) : 20;
    const ok = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
    if (!ok(page, 100_000) || !ok(limit, 100)) {
      ctx.addIssue({ code: 'custom', path: ['page'], message: VENUE_MSG.pageInvalid });
      return z.NEVER;
    }
    return { page, limit };
  }),
);
export type AdminPageQuery = z.infer<typeof adminPageQuery>;

/** ?cursor=&limit= of the operator's keyset lists (the audit log): limit 1-100 (default 20). */
export const adminKeysetQuery = body(
  z.object({ cursor: cursorParam, limit: z.unknown().optional() }).transform((v, ctx) => {
    const limit = keysetLimit(asText(v.limit) ?? undefined, 20, 100);
    if (limit === null) {
      ctx.addIssue({ code: 'custom', path: ['limit'], message: VENUE_MSG.pageInvalid });
      return z.NEVER;
    }
    return { cursor: v.cursor, limit };
  }),
);
export type AdminKeysetQuery = z.infer<typeof adminKeysetQuery>;

/* ------------------------------------------------------------------ quiz questions */

/** POST and PUT /api/admin/questions[/{id}]: a title and 2-6 answers, exactly one of them correct. */
export const questionRequest = body(
  z.object({ title: z.unknown().optional(), answers: z.unknown().optional() }).transform(
    ordered((v, fail) => {
      const title = asText(v.title);
      if (!title) return fail('title', ADMIN_MSG.questionTitleRequired);
      const titleProblem = textProblem(title, {
        max: ADMIN_LIMITS.questionTitleMax,
        tooLong: ADMIN_MSG.questionTitleLong,
      });
      if (titleProblem) return fail('title', titleProblem);
      const list = v.answers;
      if (
        !Array.isArray(list) ||
        list.length < ADMIN_LIMITS.minAnswers ||
        list.length > ADMIN_LIMITS.maxAnswers
      )
        return fail('answers', ADMIN_MSG.answersCount);
      const answers = list.map((a: unknown) => {
        const o = (a && typeof a === 'object' ? a : {}) as { title?: unknown; isCorrect?: unknown };
        const t = asText(o.title);
        if (!t) return fail('answers', ADMIN_MSG.answerTitleRequired);
        const answerProblem = textProblem(t, {
          max: ADMIN_LIMITS.answerTitleMax,
          tooLong: ADMIN_MSG.answerTitleLong,
        });
        if (answerProblem) return fail('answers', answerProblem);
        if (o.isCorrect !== undefined && typeof o.isCorrect !== 'boolean')
          return fail('answers', ADMIN_MSG.answerCorrectInvalid);
        return { title: t, isCorrect: o.isCorrect === true };
      });
      if (new Set(answers.map((a) => a.title.toLowerCase())).size !== answers.length)
        return fail('answers', ADMIN_MSG.answersDistinct);
      if (answers.filter((a) => a.isCorrect).length !== 1) return fail('answers', ADMIN_MSG.oneCorrect);
      return { title, answers };
    }),
  ),
);
export type QuestionRequest = z.infer<typeof questionRequest>;

/** A question as the operator sees it: with isCorrect (customers never get it before answering). */
export const adminQuestion = z
  .object({
    _id: z.string(),
    id: z.string(),
    title: z.string(),
    answers: z.array(z.object({ _id: z.string(), title: z.string(), isCorrect: z.boolean() })),
    createdAt: isoDate,
  })
  .meta({ id: 'AdminQuestion' });
export type AdminQuestion = z.infer<typeof adminQuestion>;

export const adminQuestionsResponse = z.object({ questions: z.array(adminQuestion), ...pageFields });
export type AdminQuestionsResponse = z.infer<typeof adminQuestionsResponse>;

/* ------------------------------------------------------------------ payout export */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** 'YYYY-MM-DD' as the start of that UTC day; null when it is not a real date. */
function utcDay(s: string): Date | null {
  if (!DATE.test(s)) return null;
  const d = new Date(`${s}T00:00:00.000Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s ? null : d;
}

/** The first instant of a Melbourne day (the console's days): the instant after the day before ends. */
const melbourneDayStart = (utcMidnight: Date) =>
  new Date(
    endOfCampaignDay(new Date(utcMidnight.getTime() - 86_400_000).toISOString().slice(0, 10)).getTime() + 1,
  );

/**
 * GET /api/admin/withdraws/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the request dates, both optional and
 * inclusive (Melbourne days, the console's). Answers `from` (start of the day) and `before` (start of the day
 * after `to`).
 */
export const payoutExportQuery = body(
  z.object({ from: z.unknown().optional(), to: z.unknown().optional() }).transform(
    ordered((v, fail) => {
      const day = (key: 'from' | 'to') => {
        const s = asText(v[key]);
        if (s === null) return fail(key, ADMIN_MSG.dateInvalid);
        if (!s) return undefined;
        return utcDay(s) ?? fail(key, ADMIN_MSG.dateInvalid);
      };
      const from = day('from');
      const to = day('to');
      if (from && to && from > to) return fail('from', ADMIN_MSG.rangeInvalid);
      return {
        from: from && melbourneDayStart(from),
        before: to ? melbourneDayStart(new Date(to.getTime() + 86_400_000)) : undefined,
      };
    }),
  ),
);
export type PayoutExportQuery = z.infer<typeof payoutExportQuery>;

/* ------------------------------------------------------------------ overview and audit */

/** GET /api/admin/overview. Money in dollars per ledger balance kind; sign-ups per UTC day, oldest first. */
export const adminOverviewSchema = z.object({
  queues: z.object({
    campaignsPending: z.number(),
    venuesPending: z
      .number()
      .describe('Venue sign-ups awaiting activation (never live; not suspended ones).'),
    accountsSuspended: z
      .number()
      .describe('Accounts suspended after being live (a refund or chargeback, or an operator), to review.'),
    withdrawalsPending: z.number(),
    withdrawalsPendingAmount: dollars.describe('Dollars waiting in pending withdrawals.'),
    creatorsToVerify: z.number().describe('Customers waiting in the creator verification queue.'),
    appealsOpen: z.number().describe('Appeals not decided yet.'),
  }),
  money: z.record(z.string(), dollars).describe('Dollars per ledger balance kind.'),
  ledger: z
    .object({
      ok: z.boolean(),
      problemCount: z.number(),
      checkedAt: isoDate.describe('When the ledger check last ran (hourly, or on demand).'),
    })
    .describe('The latest stored ledger check: the overview never runs the whole check itself.'),
  reconciliation: z
    .object({
      ok: z.boolean(),
      difference: dollars.describe('Held balances minus money in less money out through providers.'),
      ranAt: isoDate.describe('When the reconciliation last ran (daily, or on demand).'),
    })
    .nullable()
    .describe('The latest stored reconciliation; null before the first run.'),
  signups: z.array(
    z.object({
      date: z.string(),
      venue: z.number(),
      business: z.number(),
      customer: z.number(),
      total: z.number(),
    }),
  ),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** One row of GET /api/admin/audit (newest first). actor is null for system actions. */
export const auditEntry = z
  .object({
    _id: z.string(),
    id: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    targetName: z
      .string()
      .nullable()
      .describe(
        "The target in words: an account's name and e-mail (a venue's or business's name first), a campaign's " +
          "title, a withdrawal's amount and holder, …; null when it no longer exists or has no name",
      ),
    before: z.unknown().describe('The changed fields before (JSON), or null.'),
    after: z.unknown().describe('The changed fields after (JSON), or null.'),
    createdAt: isoDate,
    actor: z.object({ _id: z.string(), id: z.string(), name: z.string(), email: z.string() }).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditResponse = z.object({ entries: z.array(auditEntry), ...keysetPageFields });
export type AuditResponse = z.infer<typeof auditResponse>;

/** ?actor=system: the rows the platform wrote by itself (settlements, the 72-hour rules, scheduled jobs). */
export const AUDIT_SYSTEM_ACTOR = 'system';
export const AUDIT_MSG = {
  filterInvalid: COMMON_MSG.filterInvalid,
  dateInvalid: 'Please enter dates as YYYY-MM-DD or an ISO 8601 time.',
} as const;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const ACTION = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;
const TARGET_TYPE = /^[a-z][a-z0-9_]{0,31}$/;
const TARGET_ID = /^[A-Za-z0-9_:.-]{1,100}$/;
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/admin/audit?actor=&action=&targetType=&targetId=&from=&to=&cursor=&limit=: every filter optional.
 * actor is an operator's id or 'system'; action and targetType match exactly; targetId needs targetType. from and to
 * are instants (ISO 8601 with a zone) or UTC days (YYYY-MM-DD; a `to` day counts whole): from inclusive, to
 * exclusive. The web sends the operator's local days as instants.
 */
export const auditQuery = body(
  z
    .object({
      cursor: cursorParam,
      limit: z.unknown().optional(),
      actor: z.unknown().optional(),
      action: z.unknown().optional(),
      targetType: z.unknown().optional(),
      targetId: z.unknown().optional(),
      from: z.unknown().optional(),
      to: z.unknown().optional(),
    })
    .transform(
      ordered((v, fail) => {
        const limit = keysetLimit(asText(v.limit) ?? undefined, 20, 100);
        if (limit === null) return fail('limit', VENUE_MSG.pageInvalid);
        const pick = (key: 'actor' | 'action' | 'targetType' | 'targetId', ok: (s: string) => boolean) => {
          const s = asText(v[key]);
          if (s === null || (s && !ok(s))) return fail(key, AUDIT_MSG.filterInvalid);
          return s || undefined;
        };
        const actor = pick('actor', (s) => s === AUDIT_SYSTEM_ACTOR || UUID_TEXT.test(s))?.toLowerCase();
        const action = pick('action', (s) => ACTION.test(s));
        const targetType = pick('targetType', (s) => TARGET_TYPE.test(s));
        const targetId = pick('targetId', (s) => TARGET_ID.test(s));
        if (targetId && !targetType) return fail('targetType', AUDIT_MSG.filterInvalid);
        const instant = (key: 'from' | 'to') => {
          const s = asText(v[key]);
          if (s === null) return fail(key, AUDIT_MSG.dateInvalid);
          if (!s) return undefined;
          const day = utcDay(s);
          if (day) return key === 'to' ? new Date(day.getTime() + 86_400_000) : day;
          const t = ISO_TIME.test(s) ? new Date(s) : null;
          return t && !Number.isNaN(t.getTime()) ? t : fail(key, AUDIT_MSG.dateInvalid);
        };
        const from = instant('from');
        const before = instant('to');
        if (from && before && from >= before) return fail('from', ADMIN_MSG.rangeInvalid);
        return { cursor: v.cursor, limit, actor, action, targetType, targetId, from, before };
      }),
    ),
);
export type AuditQuery = z.output<typeof auditQuery>;
export type AuditQueryIn = z.input<typeof auditQuery>;
