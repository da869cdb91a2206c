import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import AddCircleRounded from '@mui/icons-material/AddCircleRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import { Page } from '../../../components/ui/page';
import { Tile, TileGrid } from '../../../components/ui/tile';
import { AnnouncementSlider } from '../../announcements/components/announcement-slider';
import { useMe } from '../../accounts/api/get-me';
import { HomeHeader } from '../components/home-header';
import { ReturnMonthCard } from '../../campaigns/components/return-month-card';

/** /venue_home: announcements, the month's guests from campaigns (Return on spend) and the venue tiles (docs/spec.md, Venues and menus). */
export function VenueHomePage() {
  const { data: me } = useMe();
  return (
    <Page>
      <HomeHeader
        title={me?.details?.name || me?.name || 'Welcome'}
        subtitle="Fill your tables with a little help from creators."
      />
      <AnnouncementSlider />
      <ReturnMonthCard />
      <TileGrid>
        <Tile to="/profile" label="Profile" icon={<PersonRounded />} />
        <Tile to="/menu" label="Menu" icon={<RestaurantMenuRounded />} />
        <Tile to="/new_venue_campaign" label="New Campaigns" icon={<AddCircleRounded />} />
        <Tile to="/venue_campaigns" label="Campaigns" icon={<CampaignRounded />} />
        <Tile to="/payments" label="Payments" icon={<PaymentsRounded />} />
        <Tile to="/messages" label="Message" icon={<MailRounded />} badge={me?.unseenMessages} />
        <Tile to="/venue_credit" label="Credit" icon={<AccountBalanceRounded />} />
      </TileGrid>
    </Page>
  );
}
