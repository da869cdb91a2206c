/**
 * The deadline of the request being served (REQUEST_TIMEOUT_SECONDS), carried through its async calls, so a
 * transaction of a request that has already been answered 503 rolls back instead of committing late.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const deadlines = new AsyncLocalStorage<number>();

/** Runs `fn` (and everything it starts) under a deadline `ms` from now. */
export const runWithDeadline = <T>(ms: number, fn: () => T): T => deadlines.run(Date.now() + ms, fn);

/** Whether the current request's deadline has passed (false outside a request). */
export function deadlinePassed(): boolean {
  const at = deadlines.getStore();
  return at !== undefined && Date.now() >= at;
}
