import Box from '@mui/material/Box';
import { Page } from '../../../components/ui/page';
import { TypeCard } from '../components/type-card';
import { CAMPAIGN_TYPE } from '@spruik/shared';

const TYPES = [
  {
    type: CAMPAIGN_TYPE.increaseClick,
    description: 'Creators share your link so their followers click through.',
  },
  {
    type: CAMPAIGN_TYPE.increaseFollowers,
    description: 'Creators send their followers to follow your account.',
  },
  { type: CAMPAIGN_TYPE.increaseView, description: 'Creators get their followers to watch your video.' },
  { type: CAMPAIGN_TYPE.createContent, description: 'Creators make and post their own content about you.' },
  { type: CAMPAIGN_TYPE.shareOnSocialMedia, description: 'Creators share your post on their social media.' },
];

/** /new_campaign: the five business campaign types (docs/spec.md, Campaigns) → /create_campaign?type=1..5. */
export function NewCampaignPage() {
  return (
    <Page title="New Campaign" subtitle="What should creators do for you?">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {TYPES.map((t) => (
          <TypeCard key={t.type} {...t} />
        ))}
      </Box>
    </Page>
  );
}
