/**
 * The PostgreSQL and Redis servers that the concurrency, lock-order, crash and fleet suites need, read from
 * TEST_DATABASE_URL (or DATABASE_URL) and TEST_REDIS_URL. Without one, such a suite skips on a developer's machine
 * but fails in CI (CI=true), so CI cannot pass without those proofs. No vitest import: the crash script
 * (`npm run test:crash`) reads these URLs outside the test runner.
 */
export type Service = 'postgres' | 'redis';
export type Env = Record<string, string | undefined>;

const variable: Record<Service, string> = { postgres: 'TEST_DATABASE_URL', redis: 'TEST_REDIS_URL' };
const example: Record<Service, string> = {
  postgres: 'postgres://postgres@127.0.0.1:5432/postgres',
  redis: 'redis://127.0.0.1:6379',
};
const label: Record<Service, string> = { postgres: 'PostgreSQL', redis: 'Redis' };

/** The configured URL of each service ('' when unset). */
export function serviceUrls(env: Env = process.env): Record<Service, string> {
  return {
    postgres: env.TEST_DATABASE_URL || env.DATABASE_URL || '',
    redis: env.TEST_REDIS_URL || '',
  };
}

/** CI=true (or any value but "false" and "0"), as CI systems and .ci/run set it. */
export function inCi(env: Env = process.env) {
  return Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';
}

/** "PostgreSQL and Redis", and "TEST_DATABASE_URL (e.g. ...) and ...": the words of the messages. */
export function words(services: Service[]) {
  return {
    names: services.map((s) => label[s]).join(' and '),
    set: services.map((s) => `${variable[s]} (e.g. ${example[s]})`).join(' and '),
  };
}

export type Gate = { action: 'run' } | { action: 'skip' | 'fail'; missing: Service[]; message: string };

/** What a suite needing `services` does here: run; skip without them; fail without them in CI. */
export function serviceGate(services: Service[], env: Env = process.env): Gate {
  const urls = serviceUrls(env);
  const missing = services.filter((s) => !urls[s]);
  if (missing.length === 0) return { action: 'run' };
  const { names, set } = words(missing);
  if (inCi(env)) {
    return {
      action: 'fail',
      missing,
      message: `CI requires ${names} for this suite: set ${set} (.ci/run starts and sets both).`,
    };
  }
  return { action: 'skip', missing, message: `${names} suites skip: set ${set} to run them.` };
}
