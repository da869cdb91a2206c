/**
 * The job queue's interface (docs/adr/0017-job-queue.md): work that runs once per job across a fleet, with retries
 * and backoff: proof checks, post re-reads, follower re-reads and token refreshes. Features name their jobs and
 * register a worker in jobs/workers.ts; they never see the queue's implementation.
 */
import type { Deps } from '../deps';

export type JobOptions = {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** At most one queued (not yet running) job with this key per job name: a second send is dropped. */
  singletonKey?: string;
};

export type JobQueue = {
  /** Queues a job; it runs in some server of the fleet, once (retried with backoff when the worker throws). */
  send(name: string, data: Record<string, unknown>, options?: JobOptions): Promise<void>;
  /**
   * Runs, in this process, every job due now and those they queue due now, until none is left; `all` also runs
   * those scheduled later (tests standing in for time passing). Answers how many ran.
   */
  drain(options?: { all?: boolean }): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** A job's worker: throwing makes the queue retry it with backoff. */
export type Worker = { name: string; run: (deps: Deps, data: Record<string, unknown>) => Promise<void> };
