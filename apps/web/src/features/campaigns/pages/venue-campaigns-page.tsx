import { OwnerCampaigns } from '../components/owner-campaigns';

/** /venue_campaigns: like the business list; previous cards always open (SPEC.md section 2). */
export function VenueCampaignsPage() {
  return <OwnerCampaigns newTo="/new_venue_campaign" />;
}
