import { afterEach, describe, expect, it, vi } from 'vitest';
import * as contracts from '@spruik/shared/api';
import { routeTableSource } from '../../vite-plugins/route-table';
import { call } from './api';

/** The module the web build loads for '@spruik/shared/api' (vite-plugins/route-table.ts, ADR 0007). */
const loadTable = async () =>
  (await import(
    /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(routeTableSource(contracts))}`
  )) as Record<string, Record<string, Record<string, unknown>>>;

describe('the route table the web build uses', () => {
  it('holds every route of every contract with its method and path, and no schema', async () => {
    const table = await loadTable();
    expect(Object.keys(table).sort()).toEqual(Object.keys(contracts).sort());
    for (const [name, routes] of Object.entries(contracts)) {
      for (const [key, route] of Object.entries(routes as Record<string, { method: string; path: string }>)) {
        expect(table[name][key], `${name}.${key}`).toEqual({ method: route.method, path: route.path });
      }
    }
  });

  describe('call with a route from the table', () => {
    afterEach(() => vi.unstubAllGlobals());
    it('sends the method, the path with its params and the body', async () => {
      const table = await loadTable();
      const fetchMock = vi.fn(
        async () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }),
      );
      vi.stubGlobal('fetch', fetchMock);
      vi.stubGlobal('localStorage', { getItem: () => null });
      const accept = table.campaignsApi.accept as unknown as typeof contracts.campaignsApi.accept;
      await expect(call(accept, { params: { id: 'c1' } })).resolves.toEqual({ ok: true });
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/campaigns/c1/accept');
      expect(init.method).toBe('POST');
    });
  });
});
