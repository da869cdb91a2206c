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
  /**
   * Queues a job; it runs in some server of the fleet, once (retried with backoff when the worker throws; at least
   * once should a server die mid-run, so workers are idempotent). Never throws: a failure is logged, and the
   * caller's own row, which says what is still to do, lets its sweep queue it again. Answers at once (the insert
   * runs on its own; drain and stop wait for it). Call it after the caller's transaction commits
   * (afterCommitIfAny), so the job reads what was committed.
   */
  send(name: string, data: Record<string, unknown>, options?: JobOptions): Promise<void>;
  /**
   * Runs, in this process, every job due now by the app's clock (`deps.clock`: a test moves it) and those they
   * queue due now, until none is left; `all` also runs those scheduled later and retries not yet due (tests
   * standing in for time passing). Answers how many ran.
   */
  drain(options?: { all?: boolean }): Promise<number>;
  /** Polls for due jobs in this server (start.ts; API tests drain instead). */
  start(): Promise<void>;
  /** Stops polling and waits for running jobs, up to the shutdown timeout. */
  stop(): Promise<void>;
};

/** A job's worker: throwing makes the queue retry it with backoff. */
export type Worker = {
  name: string;
  run: (deps: Deps, data: Record<string, unknown>) => Promise<void>;
  /** Its jobs this server runs at once (default: the queue's); higher for jobs that mostly wait on the network. */
  concurrency?: number;
};
