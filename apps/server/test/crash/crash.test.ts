/**
 * The crash test, small (the full one is `npm run test:crash`, docs/ledger.md "The crash test"): 150 mixed money
 * operations from 4 clients over HTTP to the compiled server on PostgreSQL, SIGKILLed and restarted twice; every
 * check of verify.ts must hold. Skipped without TEST_DATABASE_URL and TEST_REDIS_URL (CI has both).
 */
import { expect, it } from 'vitest';
import { runCrash } from './driver';
import { report } from './report';
import { describeWith } from '../support/describe-with';

describeWith('postgres', 'redis')('crash: SIGKILL during money operations', () => {
  it(
    '150 operations, 2 kills: every acknowledged operation exactly once, balances as the model',
    { timeout: 180_000 },
    async () => {
      const result = await runCrash(
        { ops: 150, kills: 2, clients: 4, seed: Math.floor(Math.random() * 2 ** 31) },
        () => undefined,
      );
      console.log(report(result));
      expect(result.kills).toHaveLength(2);
      expect(result.stats.retries).toBeGreaterThan(0);
      expect(result.stats.serverErrors).toEqual([]);
      expect(result.problems).toEqual([]);
      expect(result.model.keys.length).toBeGreaterThan(100);
    },
  );
});
