/**
 * The browser benchmarks' server (bench:web, bench:lighthouse): builds the web app and the server, then starts
 * the compiled server as production runs it, on a throwaway embedded database with the demo world. Demo
 * accounts sign in through the API; `sessionStorage()` turns a sign-in into the localStorage entries the web app
 * keeps (apps/web/src/lib/session.ts), so a fresh browser opens a role's first screen signed in.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { freePort } from '../../../../bench/lib/free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '../../../..');
const serverDir = path.join(root, 'apps/server');

/** The four first screens the budgets name: the guest's and each role's, with the demo account that opens it. */
export const SCREENS = [
  { name: 'guest /signin', path: '/signin', email: null },
  { name: 'customer /home', path: '/home', email: 'customer@spruik.app' },
  { name: 'business /business_campaigns', path: '/business_campaigns', email: 'business@spruik.app' },
  { name: 'venue /venue_home', path: '/venue_home', email: 'venue@spruik.app' },
] as const;
export type Screen = (typeof SCREENS)[number];
/** BENCH_SCREENS=/home,/signin measures only those (while fixing one); the report then holds only them. */
export const screensToRun = () => {
  const only = process.env.BENCH_SCREENS?.split(',').map((p) => p.trim());
  return only ? SCREENS.filter((s) => only.includes(s.path)) : SCREENS;
};
const DEMO_PASSWORD = 'Password123!';

/** Builds the web app and the server (npm run build), unless BENCH_SKIP_BUILD=true. */
export function build() {
  if (process.env.BENCH_SKIP_BUILD === 'true') return;
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

export async function startServer() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spruik-bench-web-')),
    PUBLIC_URL: base,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_EMAIL: '100000',
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const ready = () =>
    fetch(`${base}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
  // Up to 5 minutes: on a shared, busy machine the first start (migrations, the demo world) can take minutes.
  const deadline = Date.now() + 300_000;
  while (!(await ready())) {
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill('SIGTERM');
      throw new Error('server not ready');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop: () => server.kill('SIGTERM') };
}

/** The localStorage entries a signed-in demo account has (lib/session.ts saveSignIn), or none for a guest. */
export async function signedInStorage(base: string, email: string | null): Promise<Record<string, string>> {
  if (!email) return {};
  const res = await fetch(`${base}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { accessToken: string; role: number; id: string } };
  return { token: data.accessToken, role: String(data.role), user_login_id: data.id };
}
