import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { announcements } from '../../db/schema';

/** GET /api/announcements: the banners on the role homes (admins manage them in the operator issue). */
export function announcementsRoutes(app: FastifyInstance, { db }: Deps) {
  app.get('/api/announcements', async (req) => {
    await req.requireUser();
    const rows = await db
      .select()
      .from(announcements)
      .orderBy(asc(announcements.position), asc(announcements.createdAt));
    return {
      data: { announcements: rows.map((a) => ({ _id: a.id, id: a.id, imageUrl: a.imageUrl, link: a.link })) },
    };
  });
}
