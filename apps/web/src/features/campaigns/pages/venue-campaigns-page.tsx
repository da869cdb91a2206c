import { OwnerCampaigns } from '../components/owner-campaigns';

/** /venue_campaigns: like the business list; previous cards always open (docs/spec.md, Campaigns). */
export function VenueCampaignsPage() {
  return <OwnerCampaigns newTo="/new_venue_campaign" />;
}
