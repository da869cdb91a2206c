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
