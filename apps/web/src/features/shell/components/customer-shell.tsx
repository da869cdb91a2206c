import ButtonBase from '@mui/material/ButtonBase';
import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import { Link as RouterLink, useLocation } from 'react-router';
import { levelName } from '@spruik/shared';
import { Brand } from '../../../components/ui/brand';
import { TopBar, TopStat } from '../../../components/ui/top-bar';
import { money } from '../../../lib/money';
import { useMe } from '../../accounts/api/get-me';
import { ShellLayout } from './shell-layout';

const nav = [
  { to: '/campaings', label: 'Campaigns', icon: <CampaignRounded /> },
  { to: '/games', label: 'Boost', icon: <SportsEsportsRounded /> },
  { to: '/my_activity', label: 'Activities', icon: <AssignmentTurnedInRounded /> },
  { to: '/home', label: 'Home', icon: <HomeRounded /> },
];

function CustomerTopBar() {
  const { data: me } = useMe();
  return (
    <TopBar
      start={
        <ButtonBase
          component={RouterLink}
          to="/home"
          aria-label="Home"
          sx={{ borderRadius: '8px', minWidth: 44, minHeight: 44 }}
        >
          <Brand size="small" showName={false} />
        </ButtonBase>
      }
    >
      <TopStat label="My Level" value={me ? levelName(me.level) : '…'} />
      <TopStat label="My Energy" value={me ? `${me.energy}%` : '…'} to="/my_energy" />
      <TopStat label="My Wallet" value={me ? money(me.wallet) : '…'} to="/my_wallet" />
    </TopBar>
  );
}

/** Customer (role 3): bottom nav and top bar; the top bar is hidden on /home (docs/spec.md, Screens and routes). */
export function CustomerShell() {
  const { pathname } = useLocation();
  return <ShellLayout topBar={pathname === '/home' ? null : <CustomerTopBar />} nav={nav} />;
}
