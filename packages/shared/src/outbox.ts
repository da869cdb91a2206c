/** The e-mail outbox in the operator console: GET /api/admin/outbox?to=&page=&limit= (admins only). */
import { z } from 'zod';
import { TEXT_LIMITS } from './constants';
import { text } from './validation';
import { VENUE_MSG } from './venues';

export const OUTBOX_LIMITS = { searchMax: 100, pageMax: 100_000, limitMax: 100 } as const;

/** `to` matches part of the recipient's address, any case; newest first. */
export const adminOutboxQuery = z
  .object({
    to: text({ max: TEXT_LIMITS.search, tooLong: VENUE_MSG.searchLong }),
    page: text({ max: 20 }),
    limit: text({ max: 20 }),
  })
  .transform((v, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (v.to.length > OUTBOX_LIMITS.searchMax) return fail('to', VENUE_MSG.searchLong);
    const page = v.page ? Number(v.page) : 1;
    const limit = v.limit ? Number(v.limit) : 20;
    const ok = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
    if (!ok(page, OUTBOX_LIMITS.pageMax)) return fail('page', VENUE_MSG.pageInvalid);
    if (!ok(limit, OUTBOX_LIMITS.limitMax)) return fail('limit', VENUE_MSG.pageInvalid);
    return { to: v.to || undefined, page, limit };
  });
export type AdminOutboxQuery = z.infer<typeof adminOutboxQuery>;

/** One e-mail as the product wrote it. sentAt: delivered by SMTP; error: the SMTP failure, if any. */
export type OutboxMail = {
  _id: string;
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
};
export type AdminOutboxResponse = { messages: OutboxMail[]; total: number; page: number; limit: number };
