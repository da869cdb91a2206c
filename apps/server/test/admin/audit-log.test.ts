/**
 * The audit log: filters (actor, System, action, target, date range) on the keyset list, each served
 * by an index; targets named instead of short ids; and the platform's own actions as System rows: campaign
 * settlement, the 72-hour auto-approval and expiry, and the scheduled jobs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { AUDIT_MSG } from '@spruik/shared';
import { auditLog, organisations } from '../../src/db/schema';
import { writeAudit } from '../../src/features/audit';
import { runCampaignSettlement } from '../../src/jobs/campaign-settlement';
import { runLedgerWatch } from '../../src/jobs/ledger-watch';
import { runUploadCleanup } from '../../src/jobs/upload-cleanup';
import { campaignWorld, DAY, type CampaignWorld, type Person } from '../campaigns/helpers';
import { databaseKinds } from '../test-db';
import { addBank, fundCustomer } from '../money/helpers';
import { client, questionBody } from './helpers';

const HOUR = 3_600_000;
type Entry = {
  id: string;
  action: string;
  targetType: string;
  targetId: string | null;
  targetName: string | null;
  actor: { id: string; name: string } | null;
  createdAt: string;
  after: Record<string, unknown> | null;
};

describe.each(databaseKinds)('the audit log (%s)', (kind) => {
  let w: CampaignWorld;
  let api: ReturnType<typeof client>;
  let ada: Person;
  let bob: Person;
  beforeAll(async () => {
    w = await campaignWorld(kind);
    api = client(w.t);
    ada = await w.t.createUser(4, { name: 'Ada Admin' });
    bob = await w.t.createUser(4, { name: 'Bob Boss' });
  });
  afterAll(() => w.close());

  const audit = async (query = '') => {
    const res = await api.get(`/api/admin/audit?limit=100&${query}`, ada.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { entries: Entry[]; nextCursor: string | null };
  };

  describe('filters', () => {
    let customer: Person;
    let questionId: string;
    beforeAll(async () => {
      customer = await w.t.createUser(3, { name: 'Fran Filter' });
      await api.put(`/api/admin/users/${customer.user.id}`, { instagramFollowers: 10 }, ada.auth);
      await api.put(`/api/admin/users/${customer.user.id}`, { instagramFollowers: 20 }, bob.auth);
      const q = await api.post('/api/admin/questions', questionBody('Filter me'), bob.auth);
      questionId = q.body.data.question.id;
      await writeAudit(w.t.db, {
        actorId: null,
        action: 'system.test',
        targetType: 'job',
        targetId: null,
        before: null,
        after: { ok: true },
      });
    });

    it('by actor: one operator, or System (no actor)', async () => {
      const byBob = (await audit(`actor=${bob.user.id}`)).entries;
      expect(byBob.map((e) => e.action).sort()).toEqual(['question.create', 'user.update']);
      expect(byBob.every((e) => e.actor?.id === bob.user.id)).toBe(true);
      const system = (await audit('actor=system')).entries;
      expect(system.map((e) => e.action)).toContain('system.test');
      expect(system.every((e) => e.actor === null)).toBe(true);
    });

    it('by action, by target, and together', async () => {
      const updates = (await audit('action=user.update')).entries;
      expect(updates.length).toBeGreaterThanOrEqual(2);
      expect(updates.every((e) => e.action === 'user.update')).toBe(true);
      const aboutFran = (await audit(`targetType=user&targetId=${customer.user.id}`)).entries;
      expect(aboutFran.map((e) => e.actor?.name)).toEqual(['Bob Boss', 'Ada Admin']);
      const both = (await audit(`targetType=user&targetId=${customer.user.id}&actor=${ada.user.id}`)).entries;
      expect(both).toHaveLength(1);
      expect(both[0].after).toEqual({ instagramFollowers: 10 });
      expect((await audit('targetType=question')).entries.map((e) => e.targetId)).toContain(questionId);
    });

    it('by date range: from inclusive, to exclusive; a YYYY-MM-DD "to" counts its whole UTC day', async () => {
      // Rows carry the database's clock; pin three of them to known times.
      const rows = await w.t.db
        .insert(auditLog)
        .values(
          ['2031-03-01T10:00:00Z', '2031-03-02T10:00:00Z', '2031-03-03T23:59:00Z'].map((at, i) => ({
            actorId: null,
            action: 'system.dated',
            targetType: 'job',
            targetId: `dated-${i}`,
            createdAt: new Date(at),
          })),
        )
        .returning();
      const ids = async (q: string) =>
        (await audit(`action=system.dated&${q}`)).entries.map((e) => e.targetId);
      expect(await ids('from=2031-03-02')).toEqual(['dated-2', 'dated-1']);
      expect(await ids('to=2031-03-02')).toEqual(['dated-1', 'dated-0']);
      expect(await ids('from=2031-03-02T10:00:00Z&to=2031-03-03T23:59:00Z')).toEqual(['dated-1']);
      expect(await ids('from=2031-03-02T21:00:00%2B11:00&to=2031-03-03')).toEqual(['dated-2', 'dated-1']);
      expect(await ids('from=2031-03-04')).toEqual([]);
      await w.t.db.delete(auditLog).where(
        inArray(
          auditLog.id,
          rows.map((r) => r.id),
        ),
      );
    });

    it('pages a filtered list by keyset: every match once', async () => {
      const seen: string[] = [];
      let cursor = '';
      for (let i = 0; i < 10; i++) {
        const res = await api.get(`/api/admin/audit?limit=1&action=user.update${cursor}`, ada.auth);
        const { entries, nextCursor } = res.body.data;
        seen.push(...entries.map((e: Entry) => e.id));
        if (!nextCursor) break;
        cursor = `&cursor=${nextCursor}`;
      }
      const all = (await audit('action=user.update')).entries.map((e) => e.id);
      expect(seen).toEqual(all);
    });

    it('refuses filters that are not valid with a 400', async () => {
      const cases: Array<[string, string]> = [
        ['actor=nobody', AUDIT_MSG.filterInvalid],
        ['action=drop%20table', AUDIT_MSG.filterInvalid],
        ['targetType=User', AUDIT_MSG.filterInvalid],
        ['targetId=abc', AUDIT_MSG.filterInvalid],
        ['from=2024-02-30', AUDIT_MSG.dateInvalid],
        ['to=yesterday', AUDIT_MSG.dateInvalid],
        ['from=2024-03-02&to=2024-03-01', 'The start date must not be after the end date.'],
      ];
      for (const [query, message] of cases) {
        const res = await api.get(`/api/admin/audit?${query}`, ada.auth);
        expect(res.status, query).toBe(400);
        expect(res.body.errors, query).toBe(message);
      }
    });

    it('each filter is served by an index before the keyset order', async () => {
      const plan = async (where: ReturnType<typeof sql>) =>
        w.t.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const res = (await tx.execute(
            sql`explain select id from audit_log where ${where} order by created_at desc, id desc limit 21`,
          )) as unknown as { rows: Array<Record<string, string>> };
          return res.rows.map((r) => Object.values(r)[0]).join('\n');
        });
      expect(await plan(sql`actor_id = ${ada.user.id}`)).toMatch(/audit_log_actor_idx/);
      expect(await plan(sql`actor_id is null`)).toMatch(/audit_log_actor_idx/);
      expect(await plan(sql`action = 'user.update'`)).toMatch(/audit_log_action_idx/);
      expect(await plan(sql`target_type = 'user' and target_id = ${customer.user.id}`)).toMatch(
        /audit_log_target_idx/,
      );
      expect(await plan(sql`created_at >= now() - interval '1 day'`)).toMatch(/audit_log_created_idx/);
    });
  });

  describe('targets by name', () => {
    it('names users (organisation first), campaigns, withdrawals, questions (even deleted) and more', async () => {
      const venue = await w.venue({ name: 'Vic Venue' });
      await w.t.db
        .update(organisations)
        .set({ name: 'The Named Venue' })
        .where(eq(organisations.userId, venue.user.id));
      const edited = await api.put(
        `/api/admin/users/${venue.user.id}`,
        { instagramFollowers: 5, latitude: -37.81, longitude: 144.96 },
        ada.auth,
      );
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const customer = await w.t.createUser(3, { name: 'Nina Named' });
      await api.put(`/api/admin/users/${customer.user.id}`, { instagramFollowers: 5 }, ada.auth);

      const owner = await w.business();
      await w.fund(owner, 1_000);
      const campaignId = await w.live(owner, 4, { title: 'Named campaign' });

      await fundCustomer(w.t, customer.user.id, 1000);
      await addBank(w.t, customer.auth);
      const wd = await api.post('/api/users/withdraw', { amount: 10 }, customer.auth);
      const withdrawalId = wd.body.data.withdraw.id;
      await api.post(`/api/admin/withdraws/${withdrawalId}`, { approve: true }, ada.auth);

      const q = await api.post('/api/admin/questions', questionBody('Soon deleted'), ada.auth);
      await api.del(`/api/admin/questions/${q.body.data.question.id}`, ada.auth);

      const name = async (type: string, id: string) =>
        (await audit(`targetType=${type}&targetId=${id}`)).entries.map((e) => e.targetName);
      expect(await name('user', venue.user.id)).toEqual([`The Named Venue (Vic Venue, ${venue.user.email})`]);
      expect(await name('user', customer.user.id)).toEqual([`Nina Named (${customer.user.email})`]);
      expect(await name('campaign', campaignId)).toEqual(['Named campaign']);
      expect(await name('withdrawal', withdrawalId)).toEqual(['$10.00 to Nina Named']);
      expect(await name('question', q.body.data.question.id)).toEqual(['Soon deleted', 'Soon deleted']);
    });
  });

  describe('System actions', () => {
    const job = () => runCampaignSettlement(w.t.app.deps);
    const systemRows = async (action: string) => (await audit(`actor=system&action=${action}`)).entries;

    it('a settlement by the job, a 72-hour auto-approval and a 72-hour expiry each write a System row', async () => {
      const owner = await w.business();
      await w.fund(owner, 2_000);
      // Ends in a day: the job settles it, paying the waiting submission.
      const ending = await w.live(owner, 4, { title: 'Ends soon', endDate: w.inDays(1) });
      const a = await w.customer();
      await w.submit(a, await w.accept(a, ending), w.proof);
      // Runs for 10 days: a submission left undecided for 72 hours, and a to-do never submitted.
      const long = await w.live(owner, 4, { title: 'Runs long', endDate: w.inDays(10) });
      const b = await w.customer();
      const c = await w.customer();
      const submitted = await w.accept(b, long);
      await w.submit(b, submitted, w.proof);
      const todo = await w.accept(c, long);

      w.t.clock.advance(DAY + HOUR);
      expect(await job()).toMatchObject({ ran: true, settled: 1 });
      const [settled] = await systemRows('campaign.settle');
      expect(settled).toMatchObject({
        actor: null,
        targetType: 'campaign',
        targetId: ending,
        targetName: 'Ends soon',
        after: { autoApproved: 1, expired: 0 },
      });
      // 3 places at $1 reserved; the one creator (500 followers) paid 50 cents; the rest goes back.
      expect(settled.after!.refundedCents).toBe(250);

      w.t.clock.advance(2 * DAY);
      expect(await job()).toMatchObject({ ran: true, autoApproved: 1, expired: 1 });
      const [approved] = await systemRows('activity.autoApprove');
      expect(approved).toMatchObject({
        actor: null,
        targetId: long,
        targetName: 'Runs long',
        after: { count: 1, activityIds: [submitted] },
      });
      const [expired] = await systemRows('activity.expire');
      expect(expired).toMatchObject({
        actor: null,
        targetId: long,
        after: { count: 1, activityIds: [todo] },
      });

      // Nothing more to do: no more rows about these two.
      await job();
      const about = async (id: string) =>
        (await audit(`actor=system&targetType=campaign&targetId=${id}`)).entries;
      expect((await about(ending)).map((e) => e.action)).toEqual(['campaign.settle']);
      expect((await about(long)).map((e) => e.action).sort()).toEqual([
        'activity.autoApprove',
        'activity.expire',
      ]);
      await w.expectLedgerOk();
    });

    it('an operator closing a campaign is audited as the operator, not as System', async () => {
      const owner = await w.business();
      await w.fund(owner, 1_000);
      const id = await w.live(owner, 4, { title: 'Closed by hand' });
      const res = await api.post(`/api/admin/campaigns/${id}/close`, {}, ada.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = (await audit(`targetType=campaign&targetId=${id}`)).entries;
      expect(rows.map((e) => [e.action, e.actor?.name ?? 'System'])).toEqual([
        ['campaign.close', 'Ada Admin'],
        ['campaign.verify', expect.any(String)],
      ]);
    });

    it('the scheduled ledger check and upload clean-up write a System row each run', async () => {
      w.t.clock.advance(2 * HOUR);
      expect(await runLedgerWatch(w.t.app.deps)).toEqual({ ran: true, ok: true });
      const [check] = await systemRows('ledger.check');
      expect(check).toMatchObject({ actor: null, targetType: 'ledger', after: { ok: true, problems: 0 } });
      expect((await runUploadCleanup(w.t.app.deps)).ran).toBe(true);
      const [cleanup] = await systemRows('uploads.cleanup');
      expect(cleanup).toMatchObject({ actor: null, targetType: 'uploads', after: { deleted: 0 } });
    });
  });
});
