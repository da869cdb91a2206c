/**
 * An accept racing the owner's deactivation (PostgreSQL, real row locks). The operator's
 * deactivation (PUT /api/admin/users/{id}) is held open after it has changed the owner's row, by a third
 * connection that holds the audit table (the deactivation's next write) until we let go. An accept arriving
 * meanwhile must not go through on the old, still committed "active" flag.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { ERROR_CODE } from '@spruik/shared';
import { activities } from '../../src/db/schema';
import { campaignWorld, type CampaignWorld } from '../campaigns/helpers';
import { describeWith } from '../support/describe-with';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeWith('postgres')('accept racing the owner’s deactivation (postgres)', () => {
  let w: CampaignWorld;
  let pool: pg.Pool;
  beforeAll(async () => {
    w = await campaignWorld('postgres');
    pool = (w.t.db as unknown as { $client: pg.Pool }).$client;
  });
  afterAll(() => w.close());

  /** Sessions of this database waiting for a lock whose query matches `pattern`. */
  const waiting = async (pattern: string) =>
    (
      await pool.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and query ilike $1`,
        [pattern],
      )
    ).rows[0].n;

  async function until(what: string, check: () => Promise<boolean>) {
    for (let i = 0; i < 200; i++) {
      if (await check()) return;
      await sleep(25);
    }
    throw new Error(`timed out waiting: ${what}`);
  }

  it('an accept meeting an uncommitted deactivation waits for it and is refused as paused', async () => {
    const owner = await w.business();
    await w.fund(owner, 10_000);
    const id = await w.live(owner, 4, { participantsCount: 3 });
    const creator = await w.customer();
    const admin = await w.admin();

    // Hold the audit table: the deactivation updates the owner's row, then waits to write its audit row.
    const blocker = await pool.connect();
    let deactivation: Promise<{ statusCode: number; body: string }> | null = null;
    try {
      await blocker.query('begin');
      await blocker.query('lock table audit_log in exclusive mode');
      deactivation = w.t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${owner.user.id}`,
        headers: admin.auth,
        payload: { isActive: false },
      });
      await until('the deactivation to reach its audit row', async () => (await waiting('%audit_log%')) > 0);

      // The accept either finishes on the stale flag (the bug) or waits for the owner's row.
      const accept = w.post(`/api/campaigns/${id}/accept`, creator);
      let settled = false;
      void accept.finally(() => (settled = true));
      await until(
        'the accept to finish or wait for a lock',
        async () => settled || (await waiting('%users%')) > 0,
      );
      expect(settled, 'the accept finished while the deactivation was still open').toBe(false);

      await blocker.query('commit');
      const [res, deactivated] = await Promise.all([accept, deactivation]);
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ERROR_CODE.CAMPAIGN_PAUSED);
    } finally {
      await blocker.query('rollback').catch(() => undefined);
      blocker.release();
      await deactivation;
    }

    // Nothing was taken: no activity, the place free, the creator's energy untouched.
    expect(await w.t.db.select().from(activities).where(eq(activities.campaignId, id))).toHaveLength(0);
    expect((await w.campaignRow(id)).placesTaken).toBe(0);
    expect((await w.t.reload(creator.user.id)).energy).toBe(100);
  });

  it('an accept and a deactivation sent at once: no error, and one consistent outcome', async () => {
    const owner = await w.business();
    await w.fund(owner, 10_000);
    const id = await w.live(owner, 4, { participantsCount: 3 });
    const creator = await w.customer();
    const admin = await w.admin();
    // Whichever takes the owner's row first: the deactivation always applies, and the accept either took
    // its place (it went first) or was refused as paused, never a 5xx or a half-taken place.
    const [res, deactivated] = await Promise.all([
      w.post(`/api/campaigns/${id}/accept`, creator),
      w.t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${owner.user.id}`,
        headers: admin.auth,
        payload: { isActive: false },
      }),
    ]);
    expect(deactivated.statusCode).toBe(200);
    const rows = await w.t.db.select().from(activities).where(eq(activities.campaignId, id));
    if (res.status === 200) expect(rows).toHaveLength(1);
    else {
      expect(res.body.code).toBe(ERROR_CODE.CAMPAIGN_PAUSED);
      expect(rows).toHaveLength(0);
    }
    expect((await w.campaignRow(id)).placesTaken).toBe(rows.length);
    expect((await w.t.reload(owner.user.id)).isActive).toBe(false);
  });
});
