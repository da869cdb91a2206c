import AddCircleRounded from '@mui/icons-material/AddCircleRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import { Page } from '../../../components/ui/page';
import { Tile, TileGrid } from '../../../components/ui/tile';
import { AnnouncementSlider } from '../../announcements/components/announcement-slider';
import { useMe } from '../../accounts/api/get-me';
import { HomeHeader } from '../components/home-header';

/** /business_home: announcements and the business tiles (docs/spec.md, Screens and routes). */
export function BusinessHomePage() {
  const { data: me } = useMe();
  return (
    <Page>
      <HomeHeader
        title={me?.details?.name || me?.name || 'Welcome'}
        subtitle="Reach local creators with a new campaign."
      />
      <AnnouncementSlider />
      <TileGrid>
        <Tile to="/profile" label="Profile" icon={<PersonRounded />} />
        <Tile to="/new_campaign" label="New Campaigns" icon={<AddCircleRounded />} />
        <Tile to="/business_campaigns" label="Live Campaigns" icon={<CampaignRounded />} />
        <Tile to="/messages" label="Messages" icon={<MailRounded />} badge={me?.unseenMessages} />
      </TileGrid>
    </Page>
  );
}
