import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/**
 * The production build (ADR 0004): the server and its CLIs compiled to JavaScript in dist/, with the shared
 * package (TypeScript source) bundled in. Installed packages stay external and load from node_modules. The SQL
 * migrations are copied beside the bundle, where db/client.ts looks for them.
 */
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    // Flat, so every file of the bundle sits beside dist/migrations.
    'admin-cli': 'src/cli/admin.ts',
    'ledger-check-cli': 'src/cli/ledger-check.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@spruik\//],
  async onSuccess() {
    await cp('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
