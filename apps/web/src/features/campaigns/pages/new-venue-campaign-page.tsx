import Box from '@mui/material/Box';
import { Page } from '../../../components/ui/page';
import { TypeCard } from '../components/type-card';
import { CAMPAIGN_TYPE } from '@spruik/shared';

/** /new_venue_campaign: credit (type 6) and voucher (type 7) campaigns (docs/spec.md, Campaigns). */
export function NewVenueCampaignPage() {
  return (
    <Page title="New Campaign" subtitle="Reward creators who bring people to your venue.">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <TypeCard
          type={CAMPAIGN_TYPE.credit}
          label="New Credit Campaign"
          description="Creators earn credit to spend at your venue."
        />
        <TypeCard
          type={CAMPAIGN_TYPE.voucher}
          label="New Voucher Campaign"
          description="Creators earn a free item or a discount at your venue."
        />
      </Box>
    </Page>
  );
}
