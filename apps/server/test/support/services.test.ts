/**
 * A suite that needs PostgreSQL or Redis (describeWith) runs with them, skips without them on a developer's
 * machine, and fails in CI, so CI cannot pass without the concurrency, crash and fleet proofs.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceGate } from './services';

const PG = 'postgres://postgres@127.0.0.1:5432/postgres';

describe('serviceGate', () => {
  it('runs a suite when its services are configured', () => {
    expect(serviceGate(['postgres'], { TEST_DATABASE_URL: PG })).toEqual({ action: 'run' });
    expect(serviceGate(['postgres'], { DATABASE_URL: PG, CI: 'true' })).toEqual({ action: 'run' });
    expect(
      serviceGate(['postgres', 'redis'], { TEST_DATABASE_URL: PG, TEST_REDIS_URL: 'redis://127.0.0.1:6379' }),
    ).toEqual({ action: 'run' });
  });

  it('skips without them outside CI, naming the variable to set', () => {
    const gate = serviceGate(['postgres', 'redis'], { TEST_DATABASE_URL: PG });
    expect(gate).toMatchObject({ action: 'skip', missing: ['redis'] });
    expect(gate.action !== 'run' && gate.message).toMatch(/^Redis suites skip: set TEST_REDIS_URL /);
    expect(serviceGate(['postgres'], { CI: 'false' })).toMatchObject({ action: 'skip' });
  });

  it('fails without them in CI, naming the variable to set', () => {
    const gate = serviceGate(['postgres', 'redis'], { CI: 'true' });
    expect(gate).toMatchObject({ action: 'fail', missing: ['postgres', 'redis'] });
    expect(gate.action !== 'run' && gate.message).toMatch(
      /^CI requires PostgreSQL and Redis for this suite: set TEST_DATABASE_URL .* and TEST_REDIS_URL /,
    );
  });
});

describe('a suite that needs PostgreSQL, run by vitest without it', () => {
  const fixture = path.join(import.meta.dirname, 'services-fixture');
  const bin = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
    'vitest.mjs',
  );
  // The child sees neither a server nor this run's own vitest state.
  const bare = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(CI|TEST_DATABASE_URL|DATABASE_URL|TEST_REDIS_URL|VITEST.*|NODE_ENV)$/.test(key),
    ),
  );
  const vitest = (env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, [bin, 'run', '--root', fixture], {
      env,
      encoding: 'utf8',
      timeout: 150_000,
    });

  it('fails in CI with the message', { timeout: 180_000 }, () => {
    const run = vitest({ ...bare, CI: 'true' });
    const out = run.stdout + run.stderr;
    expect(run.status, out).toBe(1);
    expect(out).toContain('CI requires PostgreSQL for this suite: set TEST_DATABASE_URL');
    expect(out).not.toContain('the body ran without PostgreSQL');
  });

  it('skips outside CI', { timeout: 180_000 }, () => {
    const run = vitest(bare);
    const out = run.stdout + run.stderr;
    expect(run.status, out).toBe(0);
    expect(out).toMatch(/1 skipped/);
  });
});
