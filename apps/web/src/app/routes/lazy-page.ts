import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose component downloads when the route first matches (React Router's route `lazy`): every page is
 * its own chunk, so a screen downloads what it renders and no other page of its role. The router loads the
 * modules of all matched routes in parallel before it renders, so a role's frame (shells.tsx) and the page
 * arrive together rather than one after the other.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}
