// The installable app's icons (web app manifest, vite.config.ts), drawn from the brand mark in public/favicon.svg.
// Run after the mark changes: `node apps/web/scripts/make-icons.mjs`; the PNGs are committed.
// "any" icons keep the rounded tile; the maskable one fills the square and keeps the mark inside the 80% safe zone.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const glyph = mark.match(/<path[^>]*\/>\s*<circle[^>]*\/>/)?.[0];
if (!glyph) throw new Error('favicon.svg no longer has the path and circle this script expects');

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#d9531e"/><g transform="translate(32 32) scale(0.7) translate(-32 -32)">${glyph}</g></svg>`;

const outDir = path.join(publicDir, 'icons');
mkdirSync(outDir, { recursive: true });
const render = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png()
    .toFile(path.join(outDir, name));

await render(mark, 192, 'icon-192.png');
await render(mark, 512, 'icon-512.png');
await render(maskable, 512, 'icon-maskable-512.png');
await render(maskable, 180, 'apple-touch-icon.png');
console.log('icons written to', outDir);
