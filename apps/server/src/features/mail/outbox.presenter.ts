import type { OutboxMail } from '@spruik/shared';
import type { OutboxRow } from './outbox.repository';

export const HIDDEN_TOKEN = '[hidden: delivered to the user]';
export const MASKED = '[hidden]';

/** What would let a reader act as the recipient: a reset link's token, a 6-digit sign-up code. */
const TOKEN_IN_LINK = /([?&]token=)(?!\[hidden)[^\s&]+/g;
const SIX_DIGITS = /(?<!\d)\d{6}(?!\d)/g;

const mask = (s: string) => s.replace(TOKEN_IN_LINK, `$1${MASKED}`).replace(SIX_DIGITS, MASKED);

/**
 * The mail whole: only the owner sees it, through the audited reveal. A reset link that SMTP delivered keeps its
 * token hidden even there: the user has it, and an operator who could read it could take the account over.
 */
export function presentMail(m: OutboxRow): OutboxMail {
  const text = m.sentAt ? m.text.replace(TOKEN_IN_LINK, `$1${HIDDEN_TOKEN}`) : m.text;
  return {
    _id: m.id,
    id: m.id,
    to: m.to,
    subject: m.subject,
    text,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    error: m.error,
    masked: false,
  };
}

/**
 * The console's list, for every operator who may read it: reset links and sign-up codes masked, so reading the
 * outbox never lets anyone take an account over. `masked` says there was something to hide (the owner's reveal).
 */
export function presentMailMasked(m: OutboxRow): OutboxMail {
  const mail = presentMail(m);
  const subject = mask(mail.subject);
  const text = mask(mail.text);
  return { ...mail, subject, text, masked: subject !== mail.subject || text !== mail.text };
}
