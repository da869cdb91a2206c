import type { Config } from './config/env';
import type { Db } from './db/client';
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
};
