import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

/** GET /api/campaigns/{id}/view: records the customer's view (once per campaign). Failures stay quiet. */
export const viewCampaign = (id: string) =>
  call(campaignsApi.view, { params: { id } }, { silent: true }).catch(() => undefined);
