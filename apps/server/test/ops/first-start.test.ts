// The README's `npm start` on a machine that never ran it (an empty data directory): what a newcomer reads
// before the first page is a short banner, not the builders' asset tables or a flood of request logs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withBuildLock } from '../support/build-lock';
import { freePort } from '../support/free-port';

const root = path.resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-first-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm start` until its banner's last line (or exit), then stops it; resolves with everything it printed. */
async function firstStart(port: number): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port) };
  for (const name of [
    'NODE_ENV',
    'DATABASE_URL',
    'PUBLIC_URL',
    'HOST',
    'LOG_LEVEL',
    'SMTP_URL',
    'REDIS_URL',
  ]) {
    delete env[name];
  }
  const child = spawn('npm', ['start'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 280_000);
    const poll = setInterval(() => {
      if (output.includes('Stop with Ctrl+C') || child.exitCode !== null) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
  });
  // Whatever arrives in the next moment (a late log line) counts too.
  await new Promise((r) => setTimeout(r, 500));
  if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return output.slice(0, output.indexOf('Stop with Ctrl+C') + 'Stop with Ctrl+C'.length);
}

describe('the first npm start', () => {
  it('prints at most 30 lines before the first page: a build line each and a banner', async () => {
    const port = await freePort();
    const printed = await withBuildLock(() => firstStart(port));
    const lines = printed.split('\n');
    expect(printed).toContain('Stop with Ctrl+C');
    expect(lines.length, printed).toBeLessThanOrEqual(30);
    // The banner: the address, where the demo accounts and the e-mails are.
    expect(printed).toContain(`is running at http://localhost:${port}`);
    expect(printed).toContain('customer@spruik.app');
    expect(printed).toContain('"Demo accounts"');
    expect(printed).toContain(`http://localhost:${port}/dev/outbox`);
    // Listening on this machine only, by default.
    expect(printed).toContain('It listens on 127.0.0.1 only');
    // No builder tables, no per-request lines of the demo's seeding.
    expect(printed).not.toMatch(/dist\/assets|configLoader|request completed/);
  }, 300_000);
});
