/** The e-mail outbox in the operator console: GET /api/admin/outbox?to=&page=&limit= (admins only). */
import { z } from 'zod';
import { cursorParam, keysetLimit, keysetPageFields } from './http/wire';
import { TEXT_LIMITS } from './constants';
import { isoDate } from './http/wire';
import { text } from './validation';
import { VENUE_MSG } from './venues';

export const OUTBOX_LIMITS = { searchMax: 100, pageMax: 100_000, limitMax: 100 } as const;

/** `to` matches part of the recipient's address, any case; newest first. */
export const adminOutboxQuery = z
  .object({
    to: text({ max: TEXT_LIMITS.search, tooLong: VENUE_MSG.searchLong }),
    cursor: cursorParam,
    limit: text({ max: 20 }),
  })
  .transform((v, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (v.to.length > OUTBOX_LIMITS.searchMax) return fail('to', VENUE_MSG.searchLong);
    const limit = keysetLimit(v.limit, 20, OUTBOX_LIMITS.limitMax);
    if (limit === null) return fail('limit', VENUE_MSG.pageInvalid);
    return { to: v.to || undefined, cursor: v.cursor, limit };
  });
export type AdminOutboxQuery = z.infer<typeof adminOutboxQuery>;

/** One e-mail as the product wrote it. sentAt: delivered by SMTP; error: the SMTP failure, if any. */
export const outboxMail = z
  .object({
    _id: z.string(),
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    createdAt: isoDate,
    sentAt: isoDate.nullable(),
    error: z.string().nullable(),
    /** A reset link or sign-up code in it is hidden; the owner may reveal it with a reason (audited). */
    masked: z.boolean(),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof outboxMail>;

export const adminOutboxResponse = z.object({ messages: z.array(outboxMail), ...keysetPageFields });
export type AdminOutboxResponse = z.infer<typeof adminOutboxResponse>;

/**
 * GET /api/dev/outbox?to= (outside production, this machine only). `to` is the exact address; any other value
 * (none, a repeated key) lists every recipient: the query never fails, so a remote caller learns nothing from a
 * 400 that an unknown path would not tell.
 */
export const devOutboxQuery = z.object({ to: z.string().optional().catch(undefined) });

/** data of GET /api/dev/outbox: the latest 50 e-mails, newest first. */
export const devOutboxResponse = z.object({
  messages: z.array(
    z.object({
      _id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: isoDate,
    }),
  ),
});
