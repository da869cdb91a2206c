/**
 * Features may use each other, but never in a cycle (docs/architecture.md). ESLint's import-x/no-cycle sees
 * cycles between files; this sees them between features: a.tsx -> b/x.ts and b/y.ts -> a/z.ts is a cycle
 * of the features a and b although no file cycle exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const featuresDir = fileURLToPath(new URL('../features', import.meta.url));

/** The feature a file belongs to, or null outside the features folder. */
const featureOf = (file: string) => {
  const rel = path.relative(featuresDir, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
};

/** feature -> the other features its files import (relative imports only: features import no package of ours). */
function featureGraph(dir = featuresDir): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = featureOf(file)!;
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8')).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = featureOf(path.resolve(path.dirname(file), fileName));
      if (to && to !== from) uses.add(to);
    }
  }
  return graph;
}

/** One cycle as a path (a -> b -> a), or null when the graph has none. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const walk = (node: string, trail: string[]): string[] | null => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = walk(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = walk(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('web features', () => {
  it('import each other without a cycle', () => {
    expect(findCycle(featureGraph())?.join(' -> ') ?? null).toBeNull();
  });

  it('the check finds a cycle between two features', () => {
    const graph = new Map([
      ['campaigns', new Set(['activities', 'profile'])],
      ['activities', new Set(['campaigns'])],
      ['profile', new Set<string>()],
    ]);
    expect(findCycle(graph)).toEqual(['campaigns', 'activities', 'campaigns']);
    expect(
      findCycle(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set<string>()],
        ]),
      ),
    ).toBeNull();
  });
});
