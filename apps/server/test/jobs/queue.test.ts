/** The job queue (jobs/queue.ts, docs/adr/0017-job-queue.md) on the embedded PGlite and on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import type { Deps } from '../../src/deps';
import type { JobQueue, Worker } from '../../src/plugins/job-queue';
import { pgQueue } from '../../src/jobs/queue';
import { fixedClock } from '../../src/lib/clock';
import { describeWith } from '../support/describe-with';
import { freshDatabase, postgresUrl } from '../test-db';

const quiet = { warn: () => undefined };
const depsWith = (clock = fixedClock(new Date())) =>
  ({ clock, config: { shutdownTimeoutSeconds: 10 } }) as unknown as Deps;
const waitUntil = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

function suite(kind: 'pglite' | 'postgres') {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const queueFor = (workers: Worker[], deps = depsWith()) =>
    pgQueue({ executeSql: database.executeSql, deps: () => deps, workers, log: quiet, pollMs: 50 });
  const states = async (name: string) =>
    (
      await database.executeSql(
        'select state, retry_count from pgboss.job where name = $1 order by created_on',
        [name],
      )
    ).rows;

  it('runs a sent job once when drained', async () => {
    const seen: unknown[] = [];
    const queue = queueFor([{ name: 'once', run: async (_deps, data) => void seen.push(data) }]);
    await queue.send('once', { activityId: 'a1' });
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([{ activityId: 'a1' }]);
    expect(await states('once')).toEqual([{ state: 'completed', retry_count: 0 }]);
  });

  it('drops a second job with the same singleton key while the first is queued', async () => {
    const seen: unknown[] = [];
    const queue = queueFor([{ name: 'single', run: async (_deps, data) => void seen.push(data) }]);
    await queue.send('single', { n: 1 }, { singletonKey: 'activity-1' });
    await queue.send('single', { n: 2 }, { singletonKey: 'activity-1' });
    await queue.send('single', { n: 3 }, { singletonKey: 'activity-2' });
    await queue.send('single', { n: 4 });
    await queue.send('single', { n: 5 });
    expect(await queue.drain()).toBe(4);
    // Up to 5 jobs of a name run at once, so they may finish in any order: which ran is the point.
    const ran = (seen as Array<{ n: number }>).map((d) => d.n).sort((a, b) => a - b);
    expect(ran).toEqual([1, 3, 4, 5]);
  });

  it('retries a throwing worker with backoff until it succeeds', async () => {
    const clock = fixedClock(new Date());
    let calls = 0;
    const queue = queueFor(
      [
        {
          name: 'flaky',
          run: async () => {
            calls++;
            if (calls < 3) throw new Error('platform unavailable');
          },
        },
      ],
      depsWith(clock),
    );
    await queue.send('flaky', {});
    // The first run fails; its retry waits (10 s or more), so it is not due yet.
    expect(await queue.drain()).toBe(1);
    expect(await states('flaky')).toEqual([{ state: 'retry', retry_count: 0 }]);
    // An hour later the retry is due; it fails again, and its own retry (20 s or more) is not due.
    clock.advance(3600_000);
    expect(await queue.drain()).toBe(1);
    expect(await states('flaky')).toEqual([{ state: 'retry', retry_count: 1 }]);
    // Everything, due or not: the third run succeeds.
    expect(await queue.drain({ all: true })).toBe(1);
    expect(calls).toBe(3);
    expect(await states('flaky')).toEqual([{ state: 'completed', retry_count: 2 }]);
  });

  it('gives up after the retry limit', async () => {
    let calls = 0;
    const queue = queueFor([
      {
        name: 'hopeless',
        run: async () => {
          calls++;
          throw new Error('never');
        },
      },
    ]);
    await queue.send('hopeless', {});
    expect(await queue.drain({ all: true })).toBe(9);
    expect(calls).toBe(9);
    expect(await states('hopeless')).toEqual([{ state: 'failed', retry_count: 8 }]);
  });

  it('holds a delayed job until its time by the app clock; drain({ all }) runs it at once', async () => {
    const clock = fixedClock(new Date());
    const seen: unknown[] = [];
    const queue = queueFor(
      [{ name: 'later', run: async (_deps, data) => void seen.push(data) }],
      depsWith(clock),
    );
    await queue.send('later', { after: '24h' }, { startAfterSeconds: 24 * 3600 });
    await queue.send('later', { after: '7d' }, { startAfterSeconds: 7 * 24 * 3600 });
    expect(await queue.drain()).toBe(0);
    clock.advance(24 * 3600_000 + 1000);
    expect(await queue.drain()).toBe(1);
    expect(seen).toEqual([{ after: '24h' }]);
    expect(await queue.drain({ all: true })).toBe(1);
    expect(seen).toEqual([{ after: '24h' }, { after: '7d' }]);
  });

  it('polls once started, and stop waits for the running job', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    let finished = false;
    const queue = queueFor([
      {
        name: 'slow',
        run: async () => {
          started = true;
          await gate;
          finished = true;
        },
      },
    ]);
    await queue.start();
    await queue.send('slow', {});
    await waitUntil(() => started);
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(await states('slow')).toEqual([{ state: 'completed', retry_count: 0 }]);
  });

  it('runs up to its concurrency of one name at once: a slow job does not hold the next', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let active = 0;
    let most = 0;
    const done: number[] = [];
    const worker: Worker = {
      name: 'wide',
      run: async (_deps, data) => {
        most = Math.max(most, ++active);
        await gate;
        active--;
        done.push(Number(data.n));
      },
    };
    const queue = pgQueue({
      executeSql: database.executeSql,
      deps: () => depsWith(),
      workers: [worker],
      log: quiet,
      pollMs: 50,
      concurrency: 3,
    });
    await queue.start();
    for (const n of [1, 2, 3, 4, 5]) await queue.send('wide', { n });
    await waitUntil(() => active === 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(active).toBe(3);
    expect(done).toEqual([]);
    release();
    await waitUntil(() => done.length === 5);
    await queue.stop();
    expect(most).toBe(3);
    expect([...done].sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await states('wide')).map((s) => s.state)).toEqual(Array(5).fill('completed'));
  });

  it('never throws from send when the database fails (the caller keeps its own state)', async () => {
    const warnings: string[] = [];
    const broken = pgQueue({
      executeSql: async () => {
        throw new Error('connection refused');
      },
      deps: () => depsWith(),
      workers: [],
      log: { warn: (_obj, msg) => void warnings.push(msg) },
    });
    await expect(broken.send('anything', {})).resolves.toBeUndefined();
    expect(warnings).toEqual(['job not queued']);
  });

  return { database: () => database, queueFor };
}

describe('the job queue on PGlite', () => {
  suite('pglite');
});

describeWith('postgres')('the job queue on PostgreSQL', () => {
  const { database } = suite('postgres');

  describe('two servers on one database', () => {
    let other: Database;
    const queues: JobQueue[] = [];
    beforeAll(async () => {
      // A second pool on the same database: another server of the fleet.
      const { rows } = await database().executeSql('select current_database() as name', []);
      const url = new URL(postgresUrl);
      url.pathname = `/${String(rows[0].name)}`;
      other = await openDatabase({ databaseUrl: url.toString() });
    }, 60_000);
    afterAll(async () => {
      await Promise.all(queues.map((q) => q.stop()));
      await other?.close();
    });

    const fleet = (name: string, runs: number[]) => {
      const worker: Worker = {
        name,
        run: async (_deps, data) => {
          await new Promise((r) => setTimeout(r, 5));
          runs.push(Number(data.n));
        },
      };
      const deps = depsWith();
      const make = (db: Database) =>
        pgQueue({ executeSql: db.executeSql, deps: () => deps, workers: [worker], log: quiet, pollMs: 20 });
      const pair = [make(database()), make(other)];
      queues.push(...pair);
      return pair;
    };
    const each = (n: number) => Array.from({ length: n }, (_, i) => i);

    it('runs each job exactly once when both drain at once', async () => {
      const runs: number[] = [];
      const [a, b] = fleet('fleet-drain', runs);
      for (const n of each(30)) await a.send('fleet-drain', { n });
      const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
      expect(ranA + ranB).toBe(30);
      expect([...runs].sort((x, y) => x - y)).toEqual(each(30));
    });

    it('runs each job exactly once when both poll', async () => {
      const runs: number[] = [];
      const [a, b] = fleet('fleet-poll', runs);
      await Promise.all([a.start(), b.start()]);
      for (const n of each(30)) await (n % 2 ? a : b).send('fleet-poll', { n });
      await waitUntil(() => runs.length >= 30);
      await Promise.all([a.stop(), b.stop()]);
      expect([...runs].sort((x, y) => x - y)).toEqual(each(30));
    }, 60_000);
  });
});
