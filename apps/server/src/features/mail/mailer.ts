import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

import type { Mailer } from '../../lib/mail';

/**
 * Every mail is written to the outbox first. With SMTP_URL it is then sent through nodemailer and marked sent;
 * without it the outbox is the delivery (admins read it in the console; outside production also /dev/outbox from this machine).
 * A failed SMTP send is recorded on the row and reported, never silently dropped.
 */
export function createMailer(db: Db, opts: { smtpUrl?: string; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport) return;
      try {
        await transport.sendMail({ from: opts.from, ...mail });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        await db
          .update(mailOutbox)
          .set({ error: String(err) })
          .where(eq(mailOutbox.id, row.id));
        throw err;
      }
    },
  };
}
