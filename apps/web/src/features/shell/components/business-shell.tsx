import AddCircleRounded from '@mui/icons-material/AddCircleRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import { useLocation } from 'react-router';
import { TopBar, TopStat } from '../../../components/ui/top-bar';
import { money } from '../../../lib/money';
import { useMe } from '../../accounts/api/get-me';
import { ShellLayout } from './shell-layout';

const nav = [
  { to: '/new_campaign', label: 'New', icon: <AddCircleRounded /> },
  { to: '/business_campaigns', label: 'Campaigns', icon: <CampaignRounded /> },
  { to: '/profile', label: 'Profile', icon: <PersonRounded /> },
  { to: '/business_home', label: 'Home', icon: <HomeRounded /> },
];

function BusinessTopBar() {
  const { data: me } = useMe();
  return (
    <TopBar>
      <TopStat label="My Level" value="Basic" />
      <TopStat label="Available Credit" value={me ? money(me.details?.credit) : '…'} to="/credit" />
    </TopBar>
  );
}

/** Business (role 2): the top bar is hidden on the payment result page (docs/spec.md, Screens and routes). */
export function BusinessShell() {
  const { pathname } = useLocation();
  return <ShellLayout topBar={pathname === '/payment_result' ? null : <BusinessTopBar />} nav={nav} />;
}
