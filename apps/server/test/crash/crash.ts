/**
 * `npm run test:crash`: the full crash test on PostgreSQL (docs/ledger.md "The crash test"). 1,000 mixed money
 * operations from 8 clients, the server SIGKILLed and restarted 5 times; exits 1 when any check fails.
 * CRASH_OPS, CRASH_KILLS, CRASH_CLIENTS and CRASH_SEED change the run.
 */
import { fleetPossible } from '../fleet/fleet';
import { runCrash } from './driver';
import { report } from './report';

const int = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main() {
  if (!fleetPossible) {
    console.error('crash test: set TEST_DATABASE_URL and TEST_REDIS_URL');
    process.exit(2);
  }
  const result = await runCrash({
    ops: int('CRASH_OPS', 1000),
    kills: int('CRASH_KILLS', 5),
    clients: int('CRASH_CLIENTS', 8),
    seed: int('CRASH_SEED', Math.floor(Math.random() * 2 ** 31)),
  });
  console.log(report(result));
  process.exit(result.problems.length || result.stats.serverErrors.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
