import AddCircleRounded from '@mui/icons-material/AddCircleRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import { membershipName } from '@spruik/shared';
import { TopBar, TopStat } from '../../../components/ui/top-bar';
import { money } from '../../../lib/money';
import { useMe } from '../../accounts/api/get-me';
import { ShellLayout } from './shell-layout';

const nav = [
  { to: '/menu', label: 'Menu', icon: <RestaurantMenuRounded /> },
  { to: '/new_venue_campaign', label: 'New', icon: <AddCircleRounded /> },
  { to: '/venue_campaigns', label: 'Campaigns', icon: <CampaignRounded /> },
  { to: '/payments', label: 'Payments', icon: <PaymentsRounded /> },
  { to: '/venue_home', label: 'Home', icon: <HomeRounded /> },
];

function VenueTopBar() {
  const { data: me } = useMe();
  return (
    <TopBar>
      <TopStat label="Membership" value={me ? membershipName(me.membership) : '…'} />
      <TopStat label="Available Credit" value={me ? money(me.details?.credit) : '…'} to="/venue_credit" />
    </TopBar>
  );
}

/** Venue (role 1). */
export function VenueShell() {
  return <ShellLayout topBar={<VenueTopBar />} nav={nav} />;
}
