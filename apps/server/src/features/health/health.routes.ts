import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthApi } from '@spruik/shared';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';

export function healthRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, healthApi.get, async () => {
    await db.execute(sql`select 1`);
    return { data: { ok: true } };
  });
}
