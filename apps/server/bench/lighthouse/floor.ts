/**
 * The floor for bench:lighthouse: floor-page/main.ts bundled for production (esbuild, minified, one script) and
 * served brotli-compressed by a bare node:http server, as the product serves its assets. Measured in the same
 * run as the app's screens, it shows what the stack alone costs under Lighthouse's mobile preset on this machine.
 */
import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';

const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Floor">
<title>Floor</title></head><body><div id="root"></div><script type="module" src="/floor.js"></script></body></html>`;

export async function startFloorPage(): Promise<{ base: string; stop: () => void; scriptBytes: number }> {
  const out = await build({
    entryPoints: [path.join(import.meta.dirname, 'floor-page/main.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const script = brotliCompressSync(Buffer.from(out.outputFiles[0].contents));
  const page = brotliCompressSync(Buffer.from(HTML));
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/')) return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    const [body, type] =
      url === '/floor.js' ? [script, 'text/javascript'] : [page, 'text/html; charset=utf-8'];
    res
      .writeHead(200, { 'content-type': type, 'content-encoding': 'br', 'cache-control': 'no-store' })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { base: `http://127.0.0.1:${port}`, stop: () => server.close(), scriptBytes: script.length };
}
