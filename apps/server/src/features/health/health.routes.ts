import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';

export function healthRoutes(app: FastifyInstance, { db }: Deps) {
  app.get('/api/health', async () => {
    await db.execute(sql`select 1`);
    return { data: { ok: true } };
  });
}
