import type { Plugin } from 'vite';
import * as contracts from '../../../packages/shared/src/api/index';

const MODULE = '@spruik/shared/api';
const RESOLVED = '\0spruik-route-table';

/** Each feature's routes with only what the web reads at run time: `call` (src/lib/api.ts) uses method and path. */
export function routeTableSource(all: Record<string, Record<string, { method: string; path: string }>>) {
  return Object.entries(all)
    .map(([name, routes]) => {
      const light = Object.fromEntries(
        Object.entries(routes).map(([key, r]) => [key, { method: r.method, path: r.path }]),
      );
      return `export const ${name} = ${JSON.stringify(light)};`;
    })
    .join('\n');
}

/**
 * The web build imports '@spruik/shared/api' as a table of methods and paths instead of the contracts themselves
 * (ADR 0007). The contracts hold every route's zod schemas, which the server validates with but the web never
 * reads; building them when a screen's modules load cost a first screen hundreds of milliseconds of main-thread
 * time on a phone. Types still come from the real contracts, so a route the server changes still fails the web's
 * type check; the forms build the request schemas they validate with from the domain modules, as before.
 */
export function routeTable(): Plugin {
  return {
    name: 'spruik-route-table',
    enforce: 'pre',
    resolveId: (source) => (source === MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? routeTableSource(contracts) : undefined),
  };
}
