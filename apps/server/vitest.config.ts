import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is WASM on one thread: a couple of workers keep 2 cores busy without thrashing.
    maxWorkers: 2,
    // One line per run when PostgreSQL or Redis suites skip (test/support/services.ts).
    globalSetup: ['test/support/services-notice.ts'],
  },
});
