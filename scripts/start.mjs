// `npm start`: builds what is missing, then runs the server (it migrates, seeds and serves the web app).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, buildWebIfMissing, root } from './lib.mjs';

await buildWebIfMissing();
const server = spawn(bin('tsx'), [path.join(root, 'apps/server/src/server.ts')], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
