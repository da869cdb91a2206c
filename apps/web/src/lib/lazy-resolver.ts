import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { NETWORK_ERROR } from './api';

/**
 * A react-hook-form resolver whose module (a `zodResolver` over a shared schema, and zod with it) downloads on
 * first use instead of with the screen: for a guest's first screen, where zod is the largest library it would
 * load. `preload()` starts the download early (say, when the form gets focus). A failed download is reported
 * as the network error on the form, and tried again on the next submit.
 */
export function lazyResolver<V extends FieldValues, C, T>(load: () => Promise<Resolver<V, C, T>>) {
  let loading: Promise<Resolver<V, C, T>> | undefined;
  const preload = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  const resolver: Resolver<V, C, T> = async (values, context, options) => {
    let resolve: Resolver<V, C, T>;
    try {
      resolve = await preload();
    } catch {
      const errors = { root: { type: 'network', message: NETWORK_ERROR } } as FieldErrors<V>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload });
}
