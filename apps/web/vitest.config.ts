import { defineConfig } from 'vitest/config';

/** Unit tests beside the code (src/**\/*.test.ts). The Playwright specs in e2e/ run with `npm run e2e`. */
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
