/**
 * npm run bench — runs every benchmark part in turn (each is also its own script: bench:api, bench:pglite,
 * bench:scale, bench:web, bench:lighthouse, bench:sockets, bench:proof, bench:payouts, bench:fee, bench:push), then merges
 * bench/results/<part>.json into latest.json and latest.md and prints every figure with its budget. Exits 1 when a
 * figure is over its budget. BENCH_PARTS=api,web runs only those parts.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { figureLine, markdown, readPart, resultsDir, within, type Part } from '../../../bench/lib/report';

const ALL = ['api', 'pglite', 'scale', 'web', 'lighthouse', 'sockets', 'proof', 'payouts', 'fee', 'push'];
const parts = (process.env.BENCH_PARTS?.split(',') ?? ALL).map((p) => p.trim()).filter(Boolean);
const root = path.resolve(import.meta.dirname, '../../..');

const failedToRun: string[] = [];
for (const part of parts) {
  console.log(`\n=== bench:${part} ===`);
  const r = spawnSync('npm', ['run', `bench:${part}`], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failedToRun.push(part);
}

const results = ALL.map(readPart).filter((p): p is Part => p !== null);
writeFileSync(
  path.join(resultsDir, 'latest.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), parts: results }, null, 2)}\n`,
);
writeFileSync(path.join(resultsDir, 'latest.md'), `${markdown(results)}\n`);

console.log('\n=== all figures (bench/results/latest.md) ===');
for (const p of results) {
  console.log(`\n${p.part} (measured ${p.measuredAt})`);
  for (const f of p.figures) console.log(figureLine(f));
}
const over = results.flatMap((p) =>
  p.figures.filter((f) => within(f) === false).map((f) => `${p.part}: ${f.name}`),
);
if (failedToRun.length) console.log(`\nParts that failed to run: ${failedToRun.join(', ')}`);
if (over.length) console.log(`\nOver budget:\n  ${over.join('\n  ')}`);
process.exit(failedToRun.length || over.length ? 1 : 0);
