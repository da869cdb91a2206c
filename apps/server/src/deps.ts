import type { Config } from './config/env';
import type { Db } from './db/client';
import type { Platforms } from './lib/social-platform';
import type { JobQueue } from './plugins/job-queue';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mail';
import type { TokenService } from './plugins/auth';
import type { Readiness } from './plugins/readiness';
import type { Realtime } from './plugins/realtime';

/** What every feature's routes receive. Built once in buildApp; tests swap parts (clock, mailer). */
export type Deps = {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  mailer: Mailer;
  tokens: TokenService;
  realtime: Realtime;
  /** What /api/ready and /metrics check (plugins add theirs: Redis, the S3 bucket). */
  readiness: Readiness;
  /** Jobs that run once across the fleet, with retries (plugins/job-queue.ts). */
  queue: JobQueue;
  /** The social platforms' clients (features/creators/platforms). */
  platforms: Platforms;
};
