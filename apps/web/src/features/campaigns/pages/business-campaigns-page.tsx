import { OwnerCampaigns } from '../components/owner-campaigns';

/** /business_campaigns (docs/spec.md, Campaigns). */
export function BusinessCampaignsPage() {
  return <OwnerCampaigns newTo="/new_campaign" />;
}
