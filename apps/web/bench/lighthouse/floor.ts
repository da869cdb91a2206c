/**
 * The floors for bench:lighthouse, each a page bundled for production (esbuild, minified, one script) and served
 * brotli-compressed by a bare node:http server, as the product serves its assets: /floor (floor-page/main.ts, a
 * sign-in form), /home-floor (floor-page/home.ts, the customer home's components with the demo's first
 * banner, made by the seed's own code and upload pipeline) and /stack-floor (floor-page/stack-home.ts, the same
 * home through React Router's data router and TanStack Query). Measured in the same run as the app's screens, they
 * show what the stack alone costs under Lighthouse's mobile preset on this machine.
 */
import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';
import { bannerPng } from '../../../server/src/db/seed/banners';
import { demoAnnouncements } from '../../../server/src/db/seed/demo-data';
import { reencodeImage } from '../../../server/src/features/images/reencode';

const html = (script: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Floor">
<title>Floor</title></head><body><div id="root"></div><script type="module" src="${script}"></script></body></html>`;

async function bundle(file: string) {
  const out = await build({
    entryPoints: [path.join(import.meta.dirname, 'floor-page', file)],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return brotliCompressSync(Buffer.from(out.outputFiles[0].contents));
}

/** The floors: each page's address (its script is the address + .js), its name in the report, its source. */
export const FLOORS = [
  { path: '/floor', name: 'floor (React + MUI form)', entry: 'main.ts' },
  { path: '/home-floor', name: 'home floor (React + MUI home, no app)', entry: 'home.ts' },
  {
    path: '/stack-floor',
    name: 'stack floor (the home on React Router + TanStack Query + MUI, no app)',
    entry: 'stack-home.ts',
  },
] as const;

export async function startFloorPage(): Promise<{
  base: string;
  stop: () => void;
  /** Each floor's script, brotli-compressed, by the floor's address. */
  scriptBytes: Map<string, number>;
}> {
  // Every answer built once: address → body (brotli) and content type.
  const files = new Map<string, readonly [Buffer, string]>();
  const scriptBytes = new Map<string, number>();
  for (const floor of FLOORS) {
    const script = await bundle(floor.entry);
    scriptBytes.set(floor.path, script.length);
    files.set(`${floor.path}.js`, [script, 'text/javascript']);
    files.set(floor.path, [
      brotliCompressSync(Buffer.from(html(`${floor.path}.js`))),
      'text/html; charset=utf-8',
    ]);
  }
  // Sent as it is (WebP is compressed already), like /uploads.
  const banner = (await reencodeImage(await bannerPng(demoAnnouncements[0]))).bytes;
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    // The stack floor's one read (the signed-in user), answered like the API's.
    if (url === '/api/users/me')
      return void res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify({ data: { name: 'Casey' } }));
    if (url.startsWith('/api/')) return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    if (url === '/banner.webp')
      return void res
        .writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'no-store' })
        .end(banner);
    const [body, type] = files.get(url) ?? files.get(FLOORS[0].path)!;
    res
      .writeHead(200, { 'content-type': type, 'content-encoding': 'br', 'cache-control': 'no-store' })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { base: `http://127.0.0.1:${port}`, stop: () => server.close(), scriptBytes };
}
