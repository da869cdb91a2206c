import type { FastifyInstance } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { mailOutbox } from '../../db/schema';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail outbox, outside production only: where a local user reads their sign-up code. */
export function outboxRoutes(app: FastifyInstance, { db, config }: Deps) {
  if (config.isProduction) return;

  const latest = (to?: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(to ? eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(50);

  app.get('/api/dev/outbox', async (req) => {
    const { to } = (req.query ?? {}) as { to?: string };
    const rows = await latest(typeof to === 'string' ? to : undefined);
    return {
      data: {
        messages: rows.map((m) => ({
          _id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          createdAt: m.createdAt,
        })),
      },
    };
  });

  app.get('/dev/outbox', async (_req, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}${
            m.sentAt ? ' · sent by SMTP' : ''
          }</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    reply.type('text/html')
      .send(`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox</title><style>body{font-family:system-ui;max-width:640px;margin:1rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}.meta{color:#666;font-size:.85rem}pre{white-space:pre-wrap}</style></head>
<body><h1>Development outbox</h1><p>E-mails the app sent (no SMTP_URL is set, or a copy of what SMTP sent). Newest first.</p>${items || '<p>No e-mail yet.</p>'}</body></html>`);
  });
}
