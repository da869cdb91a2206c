import { OwnerCampaigns } from '../components/owner-campaigns';

/** /business_campaigns (SPEC.md section 2). */
export function BusinessCampaignsPage() {
  return <OwnerCampaigns newTo="/new_campaign" />;
}
