import type { FastifyInstance } from 'fastify';
import { campaignsApi } from '@spruik/shared/api';
import type { Deps } from '../../../deps';
import { route } from '../../../plugins/route';
import { campaignReturn, campaignReturnCsv, returnMonth } from './return.service';

/** Return on spend (docs/visits.md, "Return on spend"): the campaign's section, its CSV and the venue home's card. */
export function campaignReturnRoutes(app: FastifyInstance, deps: Deps) {
  route(app, campaignsApi.return, async ({ user, params }) => ({
    data: { return: await campaignReturn(deps, user, params.id) },
  }));
  route(app, campaignsApi.returnCsv, async ({ reply, user, params }) => {
    const { filename, csv } = await campaignReturnCsv(deps, user, params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
  route(app, campaignsApi.returnMonth, async ({ user }) => ({ data: await returnMonth(deps, user) }));
}
