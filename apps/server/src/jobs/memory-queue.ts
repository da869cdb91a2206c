/** A stand-in queue in this process until the PostgreSQL queue lands (replaced by jobs/queue.ts). */
import type { Deps } from '../deps';
import type { JobOptions, JobQueue, Worker } from './job-queue';

export function memoryQueue(deps: () => Deps, workers: Worker[]): JobQueue {
  type Job = { name: string; data: Record<string, unknown>; at: number; key?: string };
  let jobs: Job[] = [];
  return {
    async send(name, data, options: JobOptions = {}) {
      const key = options.singletonKey;
      if (key && jobs.some((j) => j.name === name && j.key === key)) return;
      jobs.push({
        name,
        data,
        key,
        at: deps().clock.now().getTime() + (options.startAfterSeconds ?? 0) * 1000,
      });
    },
    async drain(options = {}) {
      let ran = 0;
      for (;;) {
        const now = deps().clock.now().getTime();
        const job = jobs.find((j) => options.all || j.at <= now);
        if (!job) return ran;
        jobs = jobs.filter((j) => j !== job);
        const worker = workers.find((w) => w.name === job.name);
        ran++;
        await worker?.run(deps(), job.data).catch(() => undefined);
      }
    },
    start: async () => undefined,
    stop: async () => undefined,
  };
}
