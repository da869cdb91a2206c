import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const lock = path.resolve(import.meta.dirname, '../../.build-lock');

/**
 * Runs `fn` while no other test file builds dist/ (the server build cleans it first, the web build empties
 * apps/web/dist): suites in parallel workers that build take turns through one lock directory.
 */
export async function withBuildLock<T>(fn: () => Promise<T> | T): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a killed run is taken over after five minutes.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
