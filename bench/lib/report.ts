/**
 * The benchmarks' one report format. Each part (api, scale, web, lighthouse, pglite, sockets) measures its figures
 * and calls `writePart`; `npm run bench` (bench/run.ts) merges the parts into bench/results/latest.json and
 * latest.md. A figure with a budget prints "within" or "over"; one without (the PGlite figures) is informative.
 * Speed figures are ratios against a floor measured in the same run wherever the budget allows it: these
 * machines are noisy.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export const resultsDir = path.resolve(import.meta.dirname, '../results');

export type Budget = { op: '>=' | '<='; value: number };
export type Figure = {
  /** A short name that says what was measured, e.g. "GET /api/users/me req/s ratio". */
  name: string;
  value: number;
  unit: string;
  budget: Budget | null;
  /** What the figure was measured against, or why it is what it is. */
  note?: string;
};
export type Part = { part: string; measuredAt: string; settings: Record<string, unknown>; figures: Figure[] };

export const within = (f: Figure) =>
  f.budget === null ? null : f.budget.op === '>=' ? f.value >= f.budget.value : f.value <= f.budget.value;

const round = (v: number) => (Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 100) / 100);

export function figureLine(f: Figure) {
  const ok = within(f);
  const budget = f.budget ? `${f.budget.op} ${f.budget.value}` : '-';
  const verdict = ok === null ? '' : ok ? 'within' : 'OVER';
  return `${f.name.padEnd(58)} ${String(round(f.value)).padStart(10)} ${f.unit.padEnd(8)} budget ${budget.padEnd(10)} ${verdict}`;
}

/** Prints a part's figures and writes bench/results/<part>.json. */
export function writePart(part: string, figures: Figure[], settings: Record<string, unknown> = {}) {
  mkdirSync(resultsDir, { recursive: true });
  const body: Part = { part, measuredAt: new Date().toISOString(), settings, figures };
  writeFileSync(path.join(resultsDir, `${part}.json`), `${JSON.stringify(body, null, 2)}\n`);
  console.log(`\n${part}`);
  for (const f of figures) console.log(figureLine(f));
  return body;
}

export function readPart(part: string): Part | null {
  const file = path.join(resultsDir, `${part}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Part) : null;
}

/** The markdown table of every part, as the README's Performance section shows it. */
export function markdown(parts: Part[]) {
  const rows = parts.flatMap((p) =>
    p.figures.map((f) => {
      const ok = within(f);
      const budget = f.budget ? `${f.budget.op} ${f.budget.value}` : '';
      const verdict = ok === null ? '' : ok ? 'within' : '**over**';
      return `| ${p.part} | ${f.name} | ${round(f.value)} ${f.unit} | ${budget} | ${verdict} |`;
    }),
  );
  return ['| part | figure | value | budget | |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}
