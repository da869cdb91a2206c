import { describe, expect, it } from 'vitest';
import { firstScreenGroups } from '../../vite-plugins/first-screen-chunks';

/** A module graph as rolldown's chunking context shows it: each module's static imports. */
const graph: Record<string, string[]> = {
  '/index.html': ['/src/main.tsx'],
  '/src/main.tsx': ['/src/router.tsx'],
  // The router imports the sign-in form's validation; the pages come by dynamic import (not listed).
  '/src/router.tsx': ['/src/validation.ts'],
  '/src/validation.ts': [],
  '/src/signin-page.tsx': ['/src/validation.ts', '/src/form.tsx', '/src/brand.tsx', '/src/logo.tsx'],
  '/src/form.tsx': [],
  '/src/brand.tsx': [],
  '/src/home-page.tsx': ['/src/shell.tsx', '/src/banner.tsx', '/src/brand.tsx', '/src/logo.tsx'],
  '/src/venue-page.tsx': ['/src/shell.tsx', '/src/banner.tsx', '/src/menu.tsx', '/src/logo.tsx'],
  '/src/owner-page.tsx': ['/src/shell.tsx', '/src/logo.tsx'],
  '/src/logo.tsx': [],
  '/src/shell.tsx': ['/shared/index.ts', '/nm/@mui/Paper.js'],
  // A barrel: the shell uses money, never the schemas, so only money is a first screen's.
  '/shared/index.ts': ['/shared/money.ts', '/shared/schemas.ts'],
  '/shared/schemas.ts': ['/nm/zod/index.js'],
  '/src/banner.tsx': [],
  '/src/menu.tsx': [],
  '/shared/money.ts': [],
  '/nm/@mui/Paper.js': [],
  '/nm/zod/index.js': [],
  '/src/settings-page.tsx': ['/src/shell.tsx'],
};
const ctx = {
  getModuleInfo: (id: string) =>
    id in graph ? { importedIds: graph[id], isEntry: id === '/index.html' } : null,
};

const groups = firstScreenGroups(
  '/src',
  {
    '/signin': ['signin-page.tsx'],
    '/home': ['home-page.tsx'],
    '/venue_home': ['venue-page.tsx'],
    '/owner': ['owner-page.tsx'],
  },
  { entry: { module: 'main.tsx', name: 'app' }, guest: '/signin', neverFirst: /[\\/]zod[\\/]/ },
);
/** The chunk each module goes to: the first group, by priority, that names it. */
function chunkOf(id: string) {
  for (const g of [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))) {
    const name = typeof g.name === 'function' ? g.name(id, ctx as never) : g.name;
    if (name) return name;
  }
  return null;
}

describe('the first screens’ chunks', () => {
  it('puts the page, what the entry imports and what every first screen imports in the entry’s chunk', () => {
    for (const id of [
      '/index.html',
      '/src/main.tsx',
      '/src/router.tsx',
      '/src/validation.ts',
      '/src/logo.tsx',
    ])
      expect(chunkOf(id)).toBe('app');
  });

  it('puts what every signed-in first screen imports in one shared chunk', () => {
    for (const id of ['/src/shell.tsx', '/shared/index.ts', '/shared/money.ts', '/nm/@mui/Paper.js'])
      expect(chunkOf(id)).toBe('signed-in');
  });

  it('gives what only some screens import a chunk named after them', () => {
    expect(chunkOf('/src/signin-page.tsx')).toBe('first-signin');
    expect(chunkOf('/src/form.tsx')).toBe('first-signin');
    expect(chunkOf('/src/brand.tsx')).toBe('first-home_signin');
    expect(chunkOf('/src/home-page.tsx')).toBe('first-home');
    expect(chunkOf('/src/banner.tsx')).toBe('first-home_venue_home');
    expect(chunkOf('/src/menu.tsx')).toBe('first-venue_home');
  });

  it('leaves out what no first screen loads, and what only a barrel’s unused re-export reaches', () => {
    expect(chunkOf('/nm/zod/index.js')).toBeNull();
    expect(chunkOf('/shared/schemas.ts')).toBeNull();
    expect(chunkOf('/src/settings-page.tsx')).toBeNull();
  });

  it('runs the most shared group first, so a group never takes modules a wider one needs', () => {
    expect(groups.map((g) => g.priority)).toEqual([10, 3, 2, 1]);
  });
});
