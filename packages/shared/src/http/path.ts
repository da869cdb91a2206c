// Apart from the contract types (contract.ts) so that the browser's API client does not load zod for it.

/** Fills a contract path's `:name` segments: pathOf('/api/campaigns/:id', { id }) → '/api/campaigns/<id>'. */
export function pathOf(path: string, params?: Record<string, string | number> | null): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`pathOf: ${path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
