/**
 * A URL leads to its files in one step: every route is declared in the shared `<concept>.api.ts` of the concept
 * that owns its URL prefix (docs/architecture.md, "Concepts"), as `<concept>Api`, and registered by a
 * `*.routes.ts` file inside apps/server/src/features/<concept>/. The table below is the one in the docs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as api from '@spruik/shared/api';
import type { RouteContract } from '@spruik/shared';
import { describe, expect, it } from 'vitest';
import { ROUTE_OWNERS, ownerOf } from '../support/route-owners';

const features = fileURLToPath(new URL('../../src/features/', import.meta.url));
const sharedSrc = fileURLToPath(new URL('../../../../packages/shared/src/', import.meta.url));

const camel = (concept: string) => concept.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Every contract, by "<object>.<key>". */
const contracts = new Map<string, RouteContract>();
for (const [objectName, object] of Object.entries(api))
  for (const [key, contract] of Object.entries(object as Record<string, RouteContract>))
    contracts.set(`${objectName}.${key}`, contract);

/** Where each contract is registered: the *.routes.ts files that name `<object>.<key>` (route() takes it). */
function registrations() {
  const found = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.routes.ts')) {
        const text = readFileSync(file, 'utf8');
        for (const name of new Set(
          [...text.matchAll(/\b(\w+Api)\.(\w+)\b/g)].map((x) => `${x[1]}.${x[2]}`),
        )) {
          found.set(name, [...(found.get(name) ?? []), path.relative(features, file)]);
        }
      }
    }
  };
  walk(features);
  return found;
}

describe('route owners', () => {
  const registered = registrations();

  it('knows every route prefix', () => {
    for (const contract of contracts.values()) expect(ownerOf(contract.path), contract.path).toBeDefined();
  });

  it.each([...contracts.entries()])('%s sits in the concept that owns its URL', (name, contract) => {
    const concept = ownerOf(contract.path)!;
    const [objectName] = name.split('.');
    expect(objectName, `${contract.method} ${contract.path} is declared as`).toBe(`${camel(concept)}Api`);
    const declaredIn = readFileSync(path.join(sharedSrc, `${concept}.api.ts`), 'utf8');
    expect(declaredIn).toContain(`export const ${objectName} = {`);
    const files = registered.get(name) ?? [];
    expect(files, `${contract.method} ${contract.path} is registered by`).toHaveLength(1);
    expect(files[0]!.split(path.sep)[0]).toBe(concept);
  });

  it('names only concepts that exist as features', () => {
    const folders = new Set(readdirSync(features));
    for (const concept of new Set(ROUTE_OWNERS.map(([, c]) => c)))
      expect(folders.has(concept), concept).toBe(true);
  });
});
