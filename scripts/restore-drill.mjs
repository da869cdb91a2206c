/**
 * `npm run restore-drill -- <DATABASE_URL>`: proves a backup of that database restores into a working Spruik
 * (docs/deploy.md, "Backups"). It dumps the database (pg_dump -Fc), restores the dump into a new database on the
 * same server (pg_restore), runs the ledger check and the reconciliation against the copy, starts a server on it
 * and waits for /api/ready, then drops the copy. Prints how long each step took; exits 1 on any failure.
 *
 * The server started on the copy gets a bare environment (no SMTP, payment keys, Redis or S3, no demo seed), so
 * a drill never mails anyone or talks to a provider. The database user needs CREATEDB. `--keep` keeps the copy.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bin, root, serverDist } from './lib.mjs';

const READY_TIMEOUT_MS = 120_000;

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const sourceUrl = args.find((a) => !a.startsWith('--')) ?? process.env.DATABASE_URL;
if (!sourceUrl) {
  console.error('usage: npm run restore-drill -- <DATABASE_URL> [--keep]');
  process.exit(2);
}

const copyName = `spruik_restore_drill_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
const copyUrl = withDatabase(sourceUrl, copyName);
const work = mkdtempSync(path.join(tmpdir(), 'spruik-restore-drill-'));
const dumpFile = path.join(work, 'spruik.dump');
const timings = [];

/** Runs one step, timing it; a step that throws ends the drill. */
async function step(name, fn) {
  const started = performance.now();
  process.stdout.write(`- ${name} ... `);
  try {
    const detail = await fn();
    const ms = Math.round(performance.now() - started);
    timings.push({ name, ms });
    console.log(`ok in ${ms} ms${detail ? ` (${detail})` : ''}`);
  } catch (err) {
    console.log('FAILED');
    throw err;
  }
}

async function main() {
  let created = false;
  try {
    await step('pg_dump -Fc', () => exec('pg_dump', ['-Fc', '-f', dumpFile, sourceUrl]));
    await step(`create database ${copyName}`, async () => {
      await admin(`create database ${copyName}`);
      created = true;
    });
    await step('pg_restore', () =>
      exec('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '-d', copyUrl, dumpFile]),
    );
    const cliEnv = bareEnv({ DATABASE_URL: copyUrl });
    await step('ledger check', () => exec(bin('tsx'), ['apps/server/src/cli/ledger-check.ts'], cliEnv));
    await step('reconciliation', () => exec(bin('tsx'), ['apps/server/src/cli/reconcile.ts'], cliEnv));
    await step('server on the copy answers /api/ready', () => serveAndCheck());
  } finally {
    if (created && !keep) {
      await step(`drop database ${copyName}`, () =>
        admin(`drop database if exists ${copyName} with (force)`),
      ).catch((err) => console.error(`could not drop ${copyName}: ${err.message}`));
    } else if (created) console.log(`kept the copy: ${redacted(copyUrl)}`);
    rmSync(work, { recursive: true, force: true });
  }
  const total = timings.reduce((s, t) => s + t.ms, 0);
  console.log(`restore drill: ok in ${total} ms (${redacted(sourceUrl)})`);
}

/** The same server and credentials, another database. */
function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The URL without its password, for the output. */
function redacted(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** A statement on the source's server (create and drop database need a connection to another database). */
async function admin(statement) {
  const client = new pg.Client({ connectionString: sourceUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Only what a process needs to run, plus `extra`: nothing of this shell's secrets or service settings. */
function bareEnv(extra) {
  const keepVars = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'PGSSLMODE', 'PGSSLROOTCERT', 'NODE_EXTRA_CA_CERTS'];
  const env = Object.fromEntries(keepVars.filter((k) => process.env[k]).map((k) => [k, process.env[k]]));
  return { ...env, NODE_ENV: 'development', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...extra };
}

/** Runs a command; rejects with its output when it exits non-zero. Resolves with its last line of output. */
function exec(cmd, cmdArgs, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code === 0) resolve(last);
      else reject(new Error(`${path.basename(cmd)} exited ${code}:\n${out.trim()}`));
    });
  });
}

/** Starts a server on the copy (the built one, else from source), waits for /api/ready, stops it. */
async function serveAndCheck() {
  const port = await freePort();
  const dataDir = path.join(work, 'data');
  const env = bareEnv({ DATABASE_URL: copyUrl, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
  const [cmd, cmdArgs] = existsSync(serverDist)
    ? [process.execPath, [serverDist]]
    : [bin('tsx'), ['apps/server/src/server.ts']];
  const child = spawn(cmd, cmdArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}:\n${out.trim()}`);
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
      if (res?.status === 200) return JSON.stringify((await res.json()).data);
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no 200 from /api/ready within ${READY_TIMEOUT_MS / 1000} s:\n${out.trim()}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

main().catch((err) => {
  console.error(err.message ?? err);
  console.error('restore drill: FAILED');
  process.exit(1);
});
