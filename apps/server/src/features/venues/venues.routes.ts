import type { FastifyInstance } from 'fastify';
import { venuesApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { getVenue, listVenues, venuePins } from './venues.service';

export function venuesRoutes(app: FastifyInstance, { db, config }: Deps) {
  route(app, venuesApi.list, async ({ query }) => ({
    data: await listVenues(db, query),
  }));

  route(app, venuesApi.pins, async ({ query }) => ({
    data: await venuePins(db, query),
  }));

  route(app, venuesApi.get, async ({ user, params }) => ({
    data: { venue: await getVenue(db, user, params.id) },
  }));

  route(app, venuesApi.config, async () => ({
    data: {
      mapTileUrl: config.mapTileUrl,
      feePercent: config.finance.feeBasisPoints / 100,
      pushKey: config.push?.vapid.publicKey ?? null,
    },
  }));
}
