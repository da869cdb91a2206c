import { api } from '../../../lib/api';

/** GET /api/campaigns/{id}/view: records the customer's view (once per campaign). Failures stay quiet. */
export const viewCampaign = (id: string) =>
  api<{ viewed: boolean }>(`/api/campaigns/${encodeURIComponent(id)}/view`, { silent: true }).catch(
    () => undefined,
  );
