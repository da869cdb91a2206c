// The server Playwright starts: the compiled server and the built app on a throwaway data dir with the demo world, port E2E_PORT (3100).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerIfStale, buildWebIfStale, root, serverDist } from './lib.mjs';

await buildWebIfStale();
await buildServerIfStale();
const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-e2e-'));
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SEED_DEMO: 'true',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // The browser tests share one IP: keep the limits but well above what the suite sends.
  RATE_LIMIT_PER_IP: '5000',
  RATE_LIMIT_PER_EMAIL: '100',
};
delete env.DATABASE_URL;
delete env.SMTP_URL;
// The compiled server, as production runs it.
const server = spawn(process.execPath, ['--enable-source-maps', serverDist], {
  stdio: 'inherit',
  cwd: root,
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
