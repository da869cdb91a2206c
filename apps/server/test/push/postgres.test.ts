/** On PostgreSQL, where jobs really run at once: two runs of one push, or of one group, send it once. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '../../src/db/schema';
import { PUSH_MESSAGE_JOB, pushWorkers } from '../../src/features/push';
import { describeWith } from '../support/describe-with';
import { pushWorld } from './helpers';

describeWith('postgres')('push on PostgreSQL', () => {
  let w: Awaited<ReturnType<typeof pushWorld>>;
  beforeAll(async () => {
    w = await pushWorld(null, 'postgres');
  }, 120_000);
  afterAll(() => w?.close());
  const worker = pushWorkers.find((x) => x.name === PUSH_MESSAGE_JOB)!;

  it('sends a message once when its job runs five times at once', async () => {
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    const m = await w.message(creator, 'approved');
    await Promise.all(Array.from({ length: 5 }, () => worker.run(w.deps, { messageId: m.id })));
    await w.drain(true);
    expect(w.requestsTo(d)).toHaveLength(1);
  });

  it('sends a group of submissions once when the jobs of its messages run at once', async () => {
    const owner = await w.venue();
    const d = await w.subscribe(owner);
    await w.fund(owner, 100_000);
    const campaignId = await w.create(owner, 6, { title: 'Happy hour' });
    const rows = [];
    for (let i = 0; i < 4; i++) rows.push(await w.message(owner, 'submission', `New ${i}`, campaignId));
    await Promise.all(rows.map((r) => worker.run(w.deps, { messageId: r.id })));
    await w.drain(true);
    const got = w.received(d).filter((p) => p.kind === 'submission');
    expect(got.map((p) => p.body)).toEqual(['4 new submissions for Happy hour']);
  });

  it('queues the push of a change made under an Idempotency-Key only once that change has committed', async () => {
    // The route runs inside its key's transaction; a job queued before that commits may run first (the polling
    // loop wakes at once) and find no message. The queue's send is watched from another connection.
    const creator = await w.customer();
    const d = await w.subscribe(creator);
    const visibleAtSend: boolean[] = [];
    const queue = w.deps.queue;
    const send = queue.send;
    queue.send = async (name, data, options) => {
      if (name === PUSH_MESSAGE_JOB) {
        const rows = await w.t.db
          .select()
          .from(messages)
          .where(eq(messages.id, String(data.messageId)));
        visibleAtSend.push(rows.length === 1);
      }
      return send.call(queue, name, data, options);
    };
    try {
      const res = await w.api.post(
        `/api/admin/users/${creator.user.id}/adjustments`,
        { direction: 'credit', amount: '0.50', reason: 'Thanks for the photos' },
        { ...(await w.admin()).auth, 'idempotency-key': randomUUID() },
      );
      expect(res.status).toBe(200);
    } finally {
      queue.send = send;
    }
    expect(visibleAtSend).toEqual([true]);
    await w.drain();
    expect(w.received(d).map((p) => p.body)).toEqual([
      'Spruik added $0.50 to your wallet: Thanks for the photos',
    ]);
  });
});
