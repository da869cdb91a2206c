import type { FastifyInstance, FastifyReply } from 'fastify';
import { mailApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { keysetPage, readCursor } from '../../db/keyset';
import { isLocalRequest } from './loopback';
import { notFound as noSuchMail } from '../../lib/app-error';
import { withTransaction } from '../../db/transaction';
import { writeAudit } from '../audit';
import { presentMail, presentMailMasked } from './outbox.presenter';
import { findMail, listOutbox } from './outbox.repository';

/**
 * The answer an unknown path gets, so a remote caller cannot even tell the route exists. Fastify takes the
 * returned reply as "answered already", whatever the route's contract says it answers.
 */
const notFound = (reply: FastifyReply) => {
  reply.callNotFound();
  return reply as never;
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The e-mail outbox (reset links and sign-up codes included). For operators: GET /api/admin/outbox, the console's
 * Outbox page, with links and codes masked; the owner reads one mail whole after a written reason, which the
 * audit log keeps (POST /api/admin/outbox/:id/reveal). Outside production also /dev/outbox and /api/dev/outbox, for a caller on this machine only
 * (the README's local sign-up); anyone else gets the same 404 as an unknown path. Production has no dev routes.
 */
export function outboxRoutes(app: FastifyInstance, { db, config }: Deps) {
  route(app, mailApi.adminList, async ({ query }) => {
    const rows = await listOutbox(db, {
      to: query.to,
      after: readCursor(query.cursor),
      limit: query.limit + 1,
    });
    const { page, nextCursor } = keysetPage(rows, query.limit, (r) => ({ at: r.at, id: r.id }));
    return { data: { messages: page.map(presentMailMasked), nextCursor, limit: query.limit } };
  });

  route(app, mailApi.reveal, async ({ user, params, body }) => {
    const mail = await withTransaction(db, async (tx) => {
      const row = await findMail(tx, params.id);
      if (!row) throw noSuchMail('E-mail not found.');
      await writeAudit(tx, {
        actorId: user.id,
        action: 'outbox.revealed',
        targetType: 'mail',
        targetId: row.id,
        before: null,
        after: { reason: body.reason, to: row.to, subject: presentMailMasked(row).subject },
      });
      return row;
    });
    return { data: presentMail(mail) };
  });

  if (config.isProduction) return;

  const latest = async (to?: string) => ({
    rows: await listOutbox(db, { to, exact: true, after: null, limit: 50 }),
  });

  // Public in the contract's sense: the routes themselves let only this machine in (the query never fails, so a
  // remote caller gets the unknown path's 404 before anything else could answer).
  route(app, mailApi.devList, async ({ req, reply, query }) => {
    if (!isLocalRequest(req)) return notFound(reply);
    const { rows } = await latest(query.to);
    return {
      data: {
        messages: rows.map((m) => ({
          _id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          createdAt: m.createdAt.toISOString(),
        })),
      },
    };
  });

  route(app, mailApi.devPage, async ({ req, reply }) => {
    if (!isLocalRequest(req)) return notFound(reply);
    const { rows } = await latest();
    const items = rows
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}${
            m.sentAt ? ' · sent by SMTP' : ''
          }</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    return reply.type('text/html')
      .send(`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox</title><style>body{font-family:system-ui;max-width:640px;margin:1rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}.meta{color:#666;font-size:.85rem}pre{white-space:pre-wrap}</style></head>
<body><h1>Development outbox</h1><p>E-mails the app sent (no SMTP_URL is set, or a copy of what SMTP sent). Newest first. Only this machine sees this page; admins read the same mail in the console at /admin/outbox.</p>${items || '<p>No e-mail yet.</p>'}</body></html>`);
  });
}
