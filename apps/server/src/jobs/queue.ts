/**
 * The job queue on PostgreSQL or PGlite, through pg-boss (docs/adr/0017-job-queue.md). pg-boss owns the tables
 * (schema `pgboss`, installed with the app's migrations, db/client.ts) and its statements: insert with a singleton
 * key, fetch with SKIP LOCKED (one run per job across the fleet), complete, fail with retry and backoff, and
 * maintenance (a job whose server died expires and is retried). It runs on the app's own connections, so every
 * statement keeps the app's timeouts. This file adds the polling loop, the graceful stop and the tests' drain.
 */
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Deps } from '../deps';
import { QUEUE_SCHEMA, type ExecuteSql } from '../db/client';
import type { JobOptions, JobQueue, Worker } from '../plugins/job-queue';

/** Every job name gets these: 8 retries, 10 s doubling (with jitter, up to ~40 min in all); a run over 5 min expires. */
export const QUEUE_POLICY = {
  retryLimit: 8,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 300,
} as const;
const POLL_MS = 2000;
/**
 * Jobs of one name run at once per server. A proof check waits on the platform (up to about 1 s a call); one at a
 * time, a queue of them waits in line behind each answer (docs/performance.md, "Proof checks").
 */
export const QUEUE_CONCURRENCY = 5;

type Log = { warn: (obj: object, msg: string) => void };
type Job = { id: string; data: unknown };

export type QueueOptions = {
  executeSql: ExecuteSql;
  deps: () => Deps;
  /** Read at each use, so a worker added later (a test's) is run too. */
  workers: Worker[];
  log?: Log;
  pollMs?: number;
  /** Jobs of one name this server runs at once (default 5; a worker's own `concurrency` wins). */
  concurrency?: number;
};

export function pgQueue(opts: QueueOptions): JobQueue {
  const { executeSql, deps, workers } = opts;
  const log: Log = opts.log ?? { warn: (obj, msg) => console.warn(msg, obj) };
  const pollMs = opts.pollMs ?? POLL_MS;
  const concurrency = Math.max(1, opts.concurrency ?? QUEUE_CONCURRENCY);
  const boss = new PgBoss({
    db: { executeSql: executeSql as PgBoss.Db['executeSql'] },
    schema: QUEUE_SCHEMA,
    migrate: false,
    schedule: false,
  });
  // Maintenance failures (a timeout, a lost connection) are retried at its next interval.
  boss.on('error', (err) => log.warn({ err }, 'job queue maintenance failed'));

  const queues = new Map<string, Promise<void>>();
  const ensure = (name: string) => {
    let created = queues.get(name);
    if (!created) {
      created = createQueue(executeSql, name);
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  };
  const names = () => [...new Set(workers.map((w) => w.name))];

  /**
   * Runs one fetched job, then records its end; a failure to record leaves it to expire and be retried.
   * Answers false when the worker threw.
   */
  const run = async (name: string, job: Job): Promise<boolean> => {
    const worker = workers.find((w) => w.name === name);
    try {
      if (!worker) throw new Error(`no worker for job ${name}`);
      await worker.run(deps(), (job.data ?? {}) as Record<string, unknown>);
    } catch (err) {
      log.warn({ err, job: name }, 'job failed; it is retried with backoff');
      await boss.fail(name, job.id, { message: messageOf(err) }).catch((e: unknown) => {
        log.warn({ err: e, job: name }, 'job failure not recorded; it expires and is retried');
      });
      return false;
    }
    await boss.complete(name, job.id).catch((err: unknown) => {
      log.warn({ err, job: name }, 'job completion not recorded; it expires and runs again');
    });
    return true;
  };

  // The polling loops (start/stop): one per job name, running up to `concurrency` of its jobs at once in this
  // server, so a slow platform answer does not hold the jobs queued behind it.
  let loops: Promise<void>[] | null = null;
  let stopping = false;
  const wakers = new Map<string, () => void>();
  const running = new Map<string, { name: string; id: string }>();
  const sleep = (name: string) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakers.delete(name);
        resolve();
      }
      wakers.set(name, done);
    });
  const poll = async (name: string) => {
    const mine = new Set<Promise<void>>();
    const limit = Math.max(1, workers.find((w) => w.name === name)?.concurrency ?? concurrency);
    while (!stopping) {
      const free = limit - mine.size;
      // Full: wait for a run to end (it wakes the loop) or the next poll.
      if (free <= 0) {
        await sleep(name);
        continue;
      }
      const jobs = await boss.fetch<unknown>(name, { batchSize: free }); // answers [] on a database error
      if (jobs.length === 0) {
        await sleep(name);
        continue;
      }
      for (const job of jobs) {
        running.set(job.id, { name, id: job.id });
        const p: Promise<void> = run(name, job).then(() => {
          running.delete(job.id);
          mine.delete(p);
          wakers.get(name)?.();
        });
        mine.add(p);
      }
    }
    await Promise.all(mine);
  };

  /** Sends under way: drain and stop wait for them, so a test or a shutdown sees every job its requests sent. */
  const sending = new Set<Promise<void>>();
  const insert = async (name: string, data: Record<string, unknown>, options: JobOptions) => {
    const startAfterMs = (options.startAfterSeconds ?? 0) * 1000;
    try {
      await ensure(name);
      await boss.send(name, data, {
        // A queue of policy 'short' holds one queued job per key: a job without one gets its own.
        singletonKey: options.singletonKey ?? randomUUID(),
        // By the app's clock, as drain reads it (in production the system clock, so the database's time).
        startAfter: new Date(deps().clock.now().getTime() + startAfterMs),
      });
    } catch (err) {
      // Never the caller's failure (a request must not answer 5xx for it): the caller's own row says what is
      // still to do, and its sweep queues it again.
      log.warn({ err, job: name }, 'job not queued');
      return;
    }
    if (startAfterMs === 0) wakers.get(name)?.();
  };

  return {
    /**
     * Not awaited by the caller's transaction: a route's handler may still hold one (an idempotent route runs inside
     * its key's), and on the embedded database the insert waits for that transaction to end. The caller's own row
     * is the truth either way, and its sweep queues what a lost send leaves.
     */
    send(name, data, options: JobOptions = {}) {
      const p = insert(name, data, options).finally(() => sending.delete(p));
      sending.add(p);
      return Promise.resolve();
    },

    async drain(options = {}) {
      await Promise.all(sending);
      await Promise.all(names().map(ensure));
      let ran = 0;
      for (;;) {
        let any = false;
        for (const name of names()) {
          const job = await fetchDue(executeSql, name, options.all ? null : deps().clock.now());
          if (!job) continue;
          any = true;
          ran++;
          // pg-boss times the retry by the database's clock; drain reads the app's (a test's, moved ahead).
          if (!(await run(name, job)) && !options.all)
            await retryByAppClock(executeSql, name, job.id, deps().clock.now());
        }
        if (!any) return ran;
      }
    },

    async start() {
      if (loops) return;
      stopping = false;
      await Promise.all(names().map(ensure));
      await boss.start();
      loops = names().map((name) =>
        poll(name).catch((err: unknown) => log.warn({ err, job: name }, 'job polling stopped')),
      );
    },

    /** Graceful: no new fetch; a running job may finish within the shutdown timeout, else it is failed (retried). */
    async stop() {
      await Promise.all(sending);
      if (!loops) return;
      stopping = true;
      for (const wake of [...wakers.values()]) wake();
      const timeoutMs = Math.max(0, deps().config.shutdownTimeoutSeconds * 1000 - 1000);
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.all(loops).then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
      ]);
      clearTimeout(timer);
      if (!finished) {
        for (const job of running.values()) {
          await boss
            .fail(job.name, job.id, { message: 'server shut down while running' })
            .catch(() => undefined);
        }
      }
      loops = null;
      await boss.stop({ graceful: false });
    },
  };
}

/**
 * pg-boss's createQueue, once per name across the fleet: it adds a partition to the job table, and two servers
 * starting at once deadlocked on that; here the second waits on an advisory lock and then finds the queue made.
 */
async function createQueue(executeSql: ExecuteSql, name: string) {
  // pg-boss's own rule for names; it also makes the name safe as a literal in the script below.
  if (!/^[\w.\-/]+$/.test(name)) throw new Error(`job name not allowed: ${name}`);
  const { rows } = await executeSql(`select 1 from ${QUEUE_SCHEMA}.queue where name = $1`, [name]);
  if (rows.length > 0) return;
  const options = JSON.stringify({ policy: 'short', ...QUEUE_POLICY });
  await executeSql(`
    begin;
    select pg_advisory_xact_lock(hashtext('${QUEUE_SCHEMA}.create_queue'));
    select ${QUEUE_SCHEMA}.create_queue('${name}', '${options}'::json);
    commit;
  `);
}

/**
 * pg-boss's fetch, by the app's clock instead of the database's, so a test that moves its clock runs what has
 * become due (`now` null: everything queued). The same state change as pg-boss's own fetch.
 */
async function fetchDue(executeSql: ExecuteSql, name: string, now: Date | null): Promise<Job | null> {
  const { rows } = await executeSql(
    `with next as (
       select id from ${QUEUE_SCHEMA}.job
       where name = $1 and state < 'active' and ($2::timestamptz is null or start_after <= $2::timestamptz)
       order by priority desc, created_on, id
       limit 1
       for update skip locked
     )
     update ${QUEUE_SCHEMA}.job j set
       state = 'active',
       started_on = now(),
       retry_count = case when started_on is not null then retry_count + 1 else retry_count end
     from next
     where j.name = $1 and j.id = next.id
     returning j.id, j.data`,
    [name, now?.toISOString() ?? null],
  );
  return (rows[0] as Job | undefined) ?? null;
}

async function retryByAppClock(executeSql: ExecuteSql, name: string, id: string, now: Date) {
  await executeSql(
    `update ${QUEUE_SCHEMA}.job set start_after = start_after + ($3::timestamptz - now())
     where name = $1 and id = $2 and state = 'retry'`,
    [name, id, now.toISOString()],
  );
}

/** What the job's row keeps of a failure: its message, never a stack. */
function messageOf(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 500);
}
