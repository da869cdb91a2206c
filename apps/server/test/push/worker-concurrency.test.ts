/** A worker's own `concurrency` (push jobs wait on the network): the polling loop runs that many of its jobs at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import type { Deps } from '../../src/deps';
import { pgQueue, QUEUE_CONCURRENCY } from '../../src/jobs/queue';
import { fixedClock } from '../../src/lib/clock';
import type { Worker } from '../../src/plugins/job-queue';
import { freshDatabase } from '../test-db';

describe('per-worker concurrency', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
  }, 120_000);
  afterAll(() => database?.close());

  /** Runs `jobs` jobs of a worker whose runs wait on a gate; answers the most that were running at once. */
  async function mostAtOnce(concurrency: number | undefined, name: string, jobs: number) {
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const worker: Worker = {
      name,
      concurrency,
      run: async () => {
        most = Math.max(most, ++running);
        await gate;
        running--;
      },
    };
    const deps = { clock: fixedClock(new Date()), config: { shutdownTimeoutSeconds: 10 } } as unknown as Deps;
    const queue = pgQueue({
      executeSql: database.executeSql,
      deps: () => deps,
      workers: [worker],
      log: { warn: () => undefined },
      pollMs: 20,
    });
    for (let i = 0; i < jobs; i++) await queue.send(name, { i });
    await queue.start();
    const end = Date.now() + 20_000;
    while (most < Math.min(jobs, concurrency ?? QUEUE_CONCURRENCY) && Date.now() < end)
      await new Promise((r) => setTimeout(r, 20));
    // A little longer: a loop that ignored the limit would have fetched more by now.
    await new Promise((r) => setTimeout(r, 200));
    const seen = most;
    release();
    await queue.stop();
    return seen;
  }

  it('runs up to the worker’s own number at once, and the queue’s default without one', async () => {
    expect(await mostAtOnce(12, 'wide', 20)).toBe(12);
    expect(await mostAtOnce(undefined, 'default', 20)).toBe(QUEUE_CONCURRENCY);
  });
});
