/**
 * The calls the API benchmark makes, each a function that answers the next request. Requests rotate over the
 * world's customers, campaigns and venues so that 20 requests in flight touch 20 different rows: the money writes
 * then measure the route, not a queue on one row lock. The accept counter is shared by every run of the
 * benchmark (the real server's, the floor's, the capture's), so no customer accepts a campaign twice.
 */
import { randomUUID } from 'node:crypto';
import { ACCEPTS_PER_CUSTOMER, type World } from './world';

export type BenchRequest = { method: 'GET' | 'POST'; path: string; token: string; body?: string };
export type BenchRoute = {
  /** The contract's method and path, e.g. 'GET /api/campaigns/:id'. */
  name: string;
  kind: 'read' | 'write';
  next: () => BenchRequest;
};

export function benchRoutes(world: World): BenchRoute[] {
  let read = 0;
  const reader = () => world.payers[read++ % world.payers.length].token;
  let accepts = 0;
  let payments = 0;
  const get = (name: string, path: string): BenchRoute => ({
    name,
    kind: 'read',
    next: () => ({ method: 'GET', path, token: reader() }),
  });
  return [
    get('GET /api/users/me', '/api/users/me'),
    get('GET /api/campaigns', '/api/campaigns'),
    {
      ...get('GET /api/campaigns/:id', `/api/campaigns/${world.readCampaign}`),
    },
    get('GET /api/venues', '/api/venues'),
    get('GET /api/payments', '/api/payments'),
    {
      name: 'POST /api/campaigns/:id/accept',
      kind: 'write',
      next: () => {
        const i = accepts++;
        const n = world.customers.length;
        const round = Math.floor(i / n);
        if (round >= ACCEPTS_PER_CUSTOMER) throw new Error('bench: every customer has used their energy');
        const customer = world.customers[i % n];
        // Consecutive requests: consecutive customers on consecutive campaigns; a customer's rounds move on.
        const campaign = world.campaigns[((i % n) + round) % world.campaigns.length];
        return { method: 'POST', path: `/api/campaigns/${campaign}/accept`, token: customer.token };
      },
    },
    {
      name: 'POST /api/payments',
      kind: 'write',
      next: () => {
        const i = payments++;
        const customer = world.payers[i % world.payers.length];
        const venue = world.venues[i % world.venues.length];
        return {
          method: 'POST',
          path: '/api/payments',
          token: customer.token,
          body: JSON.stringify({ wallet: '0.01', venueID: venue, requestId: randomUUID() }),
        };
      },
    },
  ];
}
