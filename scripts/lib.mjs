import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
export const webDist = path.join(root, 'apps/web/dist/index.html');
export const serverDist = path.join(root, 'apps/server/dist/server.js');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The newest modification time under these files and folders (skipping dependencies and outputs). */
function newestChange(paths) {
  let newest = 0;
  const walk = (p) => {
    const s = statSync(p, { throwIfNoEntry: false });
    if (!s) return;
    if (!s.isDirectory()) return void (newest = Math.max(newest, s.mtimeMs));
    for (const name of readdirSync(p)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      walk(path.join(p, name));
    }
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return newest;
}

/** Runs a command with its output held back; resolves with its exit code and everything it printed. */
function runQuietly(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * Builds `output` with `npm run build -w <workspace>` when it is missing or older than its sources. The
 * builders' hundreds of lines (every asset's size) are held back: one line says it was built and how long it
 * took, and a failed build prints everything it said.
 */
async function buildIfStale(what, workspace, output, sources) {
  const built = statSync(output, { throwIfNoEntry: false });
  if (built && built.mtimeMs >= newestChange(sources)) return;
  console.log(
    built ? `Rebuilding the ${what} (its sources changed)...` : `Building the ${what} (first run)...`,
  );
  const started = Date.now();
  const { code, output: said } = await runQuietly('npm', ['run', 'build', '-w', workspace]);
  if (code !== 0) {
    process.stderr.write(said);
    console.error(`Building the ${what} failed (exit ${code}).`);
    process.exit(code);
  }
  console.log(`Built the ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

export const buildWebIfStale = () =>
  buildIfStale('web app', 'apps/web', webDist, [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/shared/src',
  ]);

export const buildServerIfStale = () =>
  buildIfStale('server', 'apps/server', serverDist, [
    'apps/server/src',
    'apps/server/tsup.config.ts',
    'packages/shared/src',
  ]);

export const webIsBuilt = () => existsSync(webDist);
