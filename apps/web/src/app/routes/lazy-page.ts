import { lazy, type ComponentType } from 'react';

/**
 * A React.lazy component picked from a role's page module. Every page of a role comes from the same module,
 * so the bundler emits one chunk per role, downloaded only when a page of that role first renders (after
 * the guards let the user in).
 */
export function lazyFrom<M>(load: () => Promise<M>) {
  return (pick: (m: M) => ComponentType) => lazy(async () => ({ default: pick(await load()) }));
}
