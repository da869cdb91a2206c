/**
 * Vitest global set-up: says once per run (not once per suite) which suites skip for want of PostgreSQL or Redis
 * and which variable runs them, or, in CI, that they fail.
 */
import { inCi, serviceUrls, words, type Service } from './services';

export default function setup() {
  const urls = serviceUrls();
  const missing = (['postgres', 'redis'] as Service[]).filter((s) => !urls[s]);
  if (missing.length === 0) return;
  const { names, set } = words(missing);
  console.log(
    inCi()
      ? `CI without ${names}: the suites that need them fail. Set ${set}.`
      : `${names} suites skip in this run: set ${set} to run them.`,
  );
}
