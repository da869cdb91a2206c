import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
export const webDist = path.join(root, 'apps/web/dist/index.html');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function buildWebIfMissing() {
  if (existsSync(webDist)) return;
  console.log('Building the web app (first run)...');
  const code = await run('npm', ['run', 'build', '-w', 'apps/web']);
  if (code !== 0) process.exit(code);
}
