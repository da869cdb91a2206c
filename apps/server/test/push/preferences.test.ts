/** What a person wants pushed: kinds of their role, and quiet hours (docs/push.md, "Preferences and quiet hours"). */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { pushKindsFor, ROLES } from '@spruik/shared';
import { sweepUnpushed } from '../../src/features/push';
import { MELBOURNE_11PM, MELBOURNE_8AM_NEXT, pushWorldForEachTest } from './helpers';

describe('push preferences', () => {
  const w = pushWorldForEachTest();

  const prefs = (who: { auth: Record<string, string> }) => w.api.get('/api/push/preferences', who.auth);
  const put = (who: { auth: Record<string, string> }, body: unknown) =>
    w.api.put('/api/push/preferences', body, who.auth);

  it('has every kind of the role on and quiet hours on before anything is chosen', async () => {
    for (const [role, make] of [
      [ROLES.customer, w.customer],
      [ROLES.business, w.business],
      [ROLES.venue, w.venue],
    ] as const) {
      const res = await prefs(await make());
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        kinds: Object.fromEntries(pushKindsFor(role).map((k) => [k, true])),
        quietHours: true,
      });
    }
    const creatorKinds = Object.keys((await prefs(await w.customer())).body.data.kinds);
    expect(creatorKinds).toContain('approved');
    expect(creatorKinds).not.toContain('submission');
  });

  it('gives an operator no kinds', async () => {
    const res = await prefs(await w.newAdmin());
    expect(res.body.data).toEqual({ kinds: {}, quietHours: true });
  });

  it('switches a kind off, keeping the others and quiet hours as they were', async () => {
    const creator = await w.customer();
    const res = await put(creator, { kinds: { rejected: false } });
    expect(res.status).toBe(200);
    expect(res.body.data.kinds.rejected).toBe(false);
    expect(res.body.data.kinds.approved).toBe(true);
    expect(res.body.data.quietHours).toBe(true);
    await put(creator, { quietHours: false });
    const now = (await prefs(creator)).body.data;
    expect(now.kinds.rejected).toBe(false);
    expect(now.quietHours).toBe(false);
  });

  it('refuses a kind not of the caller’s role, changing nothing', async () => {
    const creator = await w.customer();
    const res = await put(creator, { kinds: { approved: false, submission: false } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain('submission');
    expect((await prefs(creator)).body.data.kinds.approved).toBe(true);
    const admin = await w.newAdmin();
    expect((await put(admin, { kinds: { paid: false } })).status).toBe(400);
    expect((await put(creator, { kinds: { nonsense: true } })).status).toBe(400);
    expect((await put(creator, { quietHours: 'yes' })).status).toBe(400);
  });

  it('sends nothing of a kind switched off, and marks it handled', async () => {
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    await put(creator, { kinds: { rejected: false } });
    const off = await w.message(creator, 'rejected');
    const on = await w.message(creator, 'approved', 'Still on');
    await w.drain(true);
    expect(w.received(d).map((p) => p.body)).toEqual(['Still on']);
    expect((await w.messageRow(off.id)).pushedAt).not.toBeNull();
    expect((await w.messageRow(on.id)).pushedAt).not.toBeNull();
  });

  it('tells an account the operator switched off nothing more', async () => {
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    await w.t.db.update(users).set({ isActive: false }).where(eq(users.id, creator.user.id));
    const m = await w.message(creator, 'paid', 'Not for a switched-off account');
    await w.drain(true);
    expect(w.requestsTo(d)).toEqual([]);
    expect((await w.messageRow(m.id)).pushedAt).not.toBeNull();
  });

  it('holds all but money from 22:00 until 08:00 Melbourne time', async () => {
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    w.t.clock.set(MELBOURNE_11PM);
    const held = await w.message(creator, 'approved', 'In the morning');
    await w.message(creator, 'paid', 'Money now');
    await w.drain();
    expect(w.received(d).map((p) => p.body)).toEqual(['Money now']);
    expect((await w.messageRow(held.id)).pushedAt).toBeNull();
    // A sweep in the night queues nothing more: the held job keeps its key.
    w.t.clock.set(new Date(MELBOURNE_8AM_NEXT.getTime() - 60_000));
    await sweepUnpushed(w.deps);
    await w.drain();
    expect(w.received(d)).toHaveLength(1);
    w.t.clock.set(MELBOURNE_8AM_NEXT);
    await w.drain();
    expect(w.received(d).map((p) => p.body)).toEqual(['Money now', 'In the morning']);
    expect((await w.messageRow(held.id)).pushedAt).not.toBeNull();
  });

  it('sends at night to a person who turned quiet hours off', async () => {
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    await put(creator, { quietHours: false });
    w.t.clock.set(MELBOURNE_11PM);
    await w.message(creator, 'approved', 'Night owl');
    await w.drain();
    expect(w.received(d).map((p) => p.body)).toEqual(['Night owl']);
  });

  it('answers 401 to a caller signed out', async () => {
    expect((await w.api.get('/api/push/preferences')).status).toBe(401);
    expect((await w.api.put('/api/push/preferences', { quietHours: false })).status).toBe(401);
  });
});
