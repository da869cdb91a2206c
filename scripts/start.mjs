// `npm start`: builds the web app and the server when missing or stale, then runs the compiled server with node
// (it migrates, seeds and serves the web app).
import { spawn } from 'node:child_process';
import { buildServerIfStale, buildWebIfStale, root, serverDist } from './lib.mjs';

await buildWebIfStale();
await buildServerIfStale();
const server = spawn(process.execPath, ['--enable-source-maps', serverDist], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
