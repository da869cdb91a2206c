/**
 * `describeWith('postgres', 'redis')('name', () => ...)`: the one way a suite says it needs PostgreSQL or Redis.
 * With them it is a plain describe; without them it skips (the run prints why once, services-notice.ts), and in
 * CI it fails with one test that names the variable to set, instead of skipping in silence.
 */
import { describe, it } from 'vitest';
import { serviceGate, words, type Env, type Service } from './services';

type Suite = (name: string, body: () => void) => void;

export function describeWith(...services: Service[]): Suite {
  return describeWithIn(process.env, services);
}

/** describeWith against a given environment (its own test passes one). */
export function describeWithIn(env: Env, services: Service[]): Suite {
  const gate = serviceGate(services, env);
  if (gate.action === 'run') return (name, body) => describe(name, body);
  if (gate.action === 'skip') return (name, body) => describe.skip(name, body);
  // The suite's own body (and its beforeAll, which would try to connect) never runs.
  return (name) =>
    describe(name, () => {
      it(`has ${words(gate.missing).names}`, () => {
        throw new Error(gate.message);
      });
    });
}
