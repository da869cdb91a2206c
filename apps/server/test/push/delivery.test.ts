/** A committed message reaches the person's devices as an encrypted Web Push (docs/push.md, "Sending"). */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../../src/db/schema';
import { withTransaction } from '../../src/db/transaction';
import { pushMessages, writeMessage } from '../../src/features/messages';
import { PUSH_MESSAGE_JOB, pushWorkers, sweepUnpushed } from '../../src/features/push';
import { readVapid } from '../support/push-service';
import { MELBOURNE_1PM, pushWorldForEachTest } from './helpers';

describe('push delivery', () => {
  const w = pushWorldForEachTest();

  it('sends a committed message to each device, encrypted, signed, with the deep link', async () => {
    const creator = await w.customer();
    const [phone, laptop] = [await w.subscribe(creator), await w.subscribe(creator)];
    // Unseen messages do not make a creator's badge: nothing marks theirs seen (an owner's count: submissions).
    await w.t.db.insert(messages).values([
      { userId: creator.user.id, title: 'old 1', event: 1, kind: 'approved', pushedAt: MELBOURNE_1PM },
      { userId: creator.user.id, title: 'old 2', event: 1, kind: 'approved', pushedAt: MELBOURNE_1PM },
    ]);
    const m = await w.message(creator, 'approved', 'Your post for "Lunch" was approved.');
    await w.drain();

    for (const d of [phone, laptop]) {
      const [request, ...more] = w.requestsTo(d);
      expect(more).toEqual([]);
      expect(d.read(request.body)).toEqual({
        title: 'Post approved',
        body: 'Your post for "Lunch" was approved.',
        url: '/my_activity',
        tag: m.id,
        kind: 'approved',
        unseen: 0,
      });
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers.ttl).toBe('86400');
      expect(request.headers.urgency).toBe('normal');
      const vapid = readVapid(request.headers.authorization);
      expect(vapid.publicKey).toBe(w.push.vapid.publicKey);
      expect(vapid.claims.aud).toBe(w.service.origin);
      expect(vapid.claims.sub).toBe(w.push.vapid.subject);
      expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    }
    expect((await w.messageRow(m.id)).pushedAt).not.toBeNull();
    const [row] = await w.subscriptionRows(phone.endpoint);
    expect(row.lastSentAt).not.toBeNull();
  });

  it('sends money with high urgency, and an owner’s campaign news to the campaign', async () => {
    const venue = await w.venue();
    const d = await w.subscribe(venue);
    await w.fund(venue, 100_000);
    const campaignId = await w.create(venue, 6);
    await w.message(venue, 'paid', 'A customer paid $12.00 at the counter.');
    await w.message(venue, 'campaign', 'Your campaign ended.', campaignId);
    await w.drain();
    const got = w.requestsTo(d);
    expect(got.map((r) => r.headers.urgency).sort()).toEqual(['high', 'normal']);
    expect(
      w
        .received(d)
        .map((p) => [p.kind, p.url])
        .sort(),
    ).toEqual([
      ['campaign', `/campaign_details?id=${campaignId}`],
      ['paid', '/venue_credit'],
    ]);
  });

  it('deletes a subscription its push service calls gone (410 and 404)', async () => {
    const creator = await w.customer();
    const [a, b, c] = [await w.subscribe(creator), await w.subscribe(creator), await w.subscribe(creator)];
    w.service.answer(410, 404, 201);
    await w.message(creator, 'approved');
    await w.drain(true);
    const statuses = [a, b, c].map((d) => w.requestsTo(d)[0].status).sort();
    expect(statuses).toEqual([201, 404, 410]);
    for (const d of [a, b, c]) {
      const kept = (await w.subscriptionRows(d.endpoint)).length;
      expect(kept).toBe(w.requestsTo(d)[0].status === 201 ? 1 : 0);
    }
    // Nothing is retried for a gone device.
    expect(w.service.requests).toHaveLength(3);
  });

  it('retries a busy push service (429) and delivers once', async () => {
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    w.service.answer(429);
    await w.message(creator, 'approved', 'Retried');
    await w.drain();
    expect(w.requestsTo(d).map((r) => r.status)).toEqual([429]);
    // The retry waits 10 seconds.
    w.t.clock.advance(11_000);
    await w.drain();
    expect(w.requestsTo(d).map((r) => r.status)).toEqual([429, 201]);
    expect(w.received(d).map((p) => p.body)).toEqual(['Retried']);
    await w.drain(true);
    expect(w.requestsTo(d)).toHaveLength(2);
    expect((await w.subscriptionRows(d.endpoint))[0].lastSentAt).not.toBeNull();
  });

  it('retries a failing push service (5xx) with backoff until it answers', async () => {
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    w.service.answer(500, 503, 502);
    await w.message(creator, 'approved', 'After three failures');
    await w.drain(true);
    expect(w.requestsTo(d).map((r) => r.status)).toEqual([500, 503, 502, 201]);
    expect(w.received(d).map((p) => p.body)).toEqual(['After three failures']);
  });

  it('drops a push its service refuses otherwise (400), keeping the device and trying nothing more', async () => {
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    w.service.answer(400);
    await w.message(creator, 'approved');
    await w.drain(true);
    expect(w.requestsTo(d).map((r) => r.status)).toEqual([400]);
    expect(await w.subscriptionRows(d.endpoint)).toHaveLength(1);
  });

  it('retries a push service that does not answer at all', async () => {
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    // The same device, its endpoint moved to a port nothing listens on, then back.
    const closed = d.endpoint.replace(/:\d+\//, ':9/');
    await w.api.post('/api/push/subscriptions', { endpoint: closed, keys: d.keys }, creator.auth);
    await w.api.call('DELETE', '/api/push/subscriptions', creator.auth, { endpoint: d.endpoint });
    await w.message(creator, 'approved');
    await w.drain();
    const [row] = await w.subscriptionRows(closed);
    expect(row.lastSentAt).toBeNull();
    expect(w.service.requests).toHaveLength(0);
    const jobs = await w.t.executeSql(
      `select data from pgboss.job where name = 'push.retry' and state = 'created'`,
    );
    expect(jobs.rows.map((r) => (r.data as { subscriptionId: string }).subscriptionId)).toContain(row.id);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    let written = '';
    await expect(
      withTransaction(w.deps.db, async (tx) => {
        const row = await writeMessage(tx, w.deps, {
          userId: creator.user.id,
          title: 'Never was',
          event: 1,
          kind: 'approved',
        });
        written = row.id;
        // As a writer whose outer transaction (an idempotency key's) then fails.
        pushMessages(w.deps, [row]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await w.drain(true);
    w.t.clock.advance(5 * 60_000);
    await sweepUnpushed(w.deps);
    await w.drain(true);
    expect(w.requestsTo(d)).toEqual([]);
    expect(await w.t.db.select().from(messages).where(eq(messages.id, written))).toEqual([]);
  });

  it('is idempotent: the job run again, or twice at once, sends one push', async () => {
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    const m = await w.message(creator, 'approved');
    const worker = pushWorkers.find((x) => x.name === PUSH_MESSAGE_JOB)!;
    await Promise.all([worker.run(w.deps, { messageId: m.id }), worker.run(w.deps, { messageId: m.id })]);
    await w.drain(true);
    await w.deps.queue.send(PUSH_MESSAGE_JOB, { messageId: m.id });
    await w.drain(true);
    expect(w.requestsTo(d)).toHaveLength(1);
  });

  it('marks a message pushed when its person has no device, sending nothing', async () => {
    const creator = await w.customer();
    const m = await w.message(creator, 'approved');
    await w.drain();
    expect((await w.messageRow(m.id)).pushedAt).not.toBeNull();
    expect(w.service.requests).toEqual([]);
  });

  it('the sweep queues a message whose job was lost, and gives up on one older than a day', async () => {
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    const write = (title: string) =>
      withTransaction(w.deps.db, (tx) =>
        writeMessage(tx, w.deps, { userId: creator.user.id, title, event: 1, kind: 'approved' }),
      );
    const stale = await write('A day old');
    w.t.clock.advance(24 * 3_600_000 + 60_000);
    const lost = await write('Lost');
    await w.drain(true);
    // Too young for the sweep: its job may still be on the way.
    await sweepUnpushed(w.deps);
    await w.drain(true);
    expect(w.requestsTo(d)).toEqual([]);
    w.t.clock.advance(3 * 60_000);
    await sweepUnpushed(w.deps);
    await w.drain();
    expect(w.received(d).map((p) => p.body)).toEqual(['Lost']);
    expect((await w.messageRow(lost.id)).pushedAt).not.toBeNull();
    expect((await w.messageRow(stale.id)).pushedAt).not.toBeNull();
  });

  it('sends nothing to a device whose endpoint the list no longer allows', async () => {
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    w.push.serviceHosts = ['fcm.googleapis.com'];
    try {
      await w.message(creator, 'approved');
      await w.drain(true);
    } finally {
      w.push.serviceHosts = null;
    }
    expect(w.requestsTo(d)).toEqual([]);
  });
});
