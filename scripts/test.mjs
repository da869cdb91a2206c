// `npm test`: unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and browser tests.
// Ends with one plain line "N passed, N failed" and exits non-zero when anything failed.
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

const out = mkdtempSync(path.join(tmpdir(), 'spruik-test-'));
const only = process.argv[2]; // optional: unit | api | e2e
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test's suite, file, name and first line of its error: printed last, where CI's tail shows it. */
const failures = [];
let broken = false;

const firstLine = (message = '') =>
  message
    // Colour codes out (String.fromCharCode(27) is ESC; lint refuses control characters in a regex literal).
    .replaceAll(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';

async function vitest(name, workspace) {
  const report = path.join(out, `${name}.json`);
  const code = await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: path.join(root, workspace),
    },
  );
  count(name, code, () => {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    for (const file of r.testResults ?? []) {
      const where = path.relative(root, file.name);
      const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failed)
        failures.push(`${name} ${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      // A file that failed before any test ran (an import error, a hook) has no failed test to name.
      if (file.status === 'failed' && failed.length === 0)
        failures.push(`${name} ${where}: ${firstLine(file.message)}`);
    }
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + r.numTodoTests,
    };
  });
}

async function playwright() {
  // The journeys drive the compiled server and the built web app, as production runs them.
  const build = await run('npm', ['run', 'build']);
  if (build !== 0) return count('e2e', build, () => ({ passed: 0, failed: 1, skipped: 0 }));
  const report = path.join(out, 'e2e.json');
  const code = await run(bin('playwright'), ['test', '--reporter=list,json'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  count('e2e', code, () => {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected') continue;
          const last = t.results?.at(-1);
          failures.push(
            `e2e ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of json.suites ?? []) walk(suite, []);
    const s = json.stats;
    return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
  });
}

function count(name, code, read) {
  let r;
  try {
    r = read();
  } catch {
    r = { passed: 0, failed: 1, skipped: 0 };
    console.error(`${name}: no report (exit ${code})`);
  }
  if (code !== 0 && r.failed === 0) broken = true;
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
  console.log(`\n${name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (exit ${code})\n`);
}

if (!only || only === 'unit') {
  await vitest('unit', 'packages/shared');
  await vitest('web-unit', 'apps/web');
}
if (!only || only === 'api') await vitest('api', 'apps/server');
if (!only || only === 'e2e') await playwright();
rmSync(out, { recursive: true, force: true });

if (failures.length > 0) console.log(`Failed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || broken ? 1 : 0);
