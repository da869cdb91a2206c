import type { OutboxMail } from '@spruik/shared';
import type { OutboxRow } from './outbox.repository';

export const presentMail = (m: OutboxRow): OutboxMail => ({
  _id: m.id,
  id: m.id,
  to: m.to,
  subject: m.subject,
  text: m.text,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
  error: m.error,
});

export const HIDDEN_TOKEN = '[hidden: delivered to the user]';

/**
 * The console's view. A reset link that SMTP delivered keeps its token hidden: the user has it, and an operator
 * who could read it could take the account over. Undelivered mail (no SMTP, or a failed send) stays whole, so
 * the operator can help a user who never got it.
 */
export function presentMailForAdmin(m: OutboxRow): OutboxMail {
  const mail = presentMail(m);
  if (!m.sentAt) return mail;
  return { ...mail, text: mail.text.replace(/([?&]token=)[^\s&]+/g, `$1${HIDDEN_TOKEN}`) };
}
