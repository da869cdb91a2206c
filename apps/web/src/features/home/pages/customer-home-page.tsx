import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import { Link as RouterLink } from 'react-router';
import { LIMITS, levelName } from '@spruik/shared';
import { Brand } from '../../../components/ui/brand';
import { Page } from '../../../components/ui/page';
import { Tile, TileGrid } from '../../../components/ui/tile';
import { money } from '../../../lib/money';
import { AnnouncementSlider } from '../../announcements/components/announcement-slider';
import { useMe } from '../../accounts/api/get-me';
import { ProfileAvatar } from '../../accounts/components/profile-avatar';
import { HomeHeader } from '../components/home-header';
import { StatCard } from '../components/stat-card';

/** /home for customers (the top bar is hidden here; these cards replace it). */
export function CustomerHomePage() {
  const { data: me } = useMe();
  const energy = Math.max(0, Math.min(LIMITS.energyMax, me?.energy ?? 0));
  return (
    <Page>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Brand size="small" />
        <ButtonBase
          component={RouterLink}
          to="/profile"
          aria-label="Profile"
          sx={{ borderRadius: '50%', minWidth: 44, minHeight: 44 }}
        >
          <ProfileAvatar name={me?.name} size={40} />
        </ButtonBase>
      </Box>
      <HomeHeader
        title={me ? `Hi ${me.name.split(' ')[0]}` : 'Hi there'}
        subtitle="Ready to promote something great today?"
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
        <StatCard
          label="My Level"
          value={levelName(me?.level)}
          icon={<EmojiEventsRounded fontSize="small" />}
          testId="my-level"
        />
        <StatCard
          label="My Wallet"
          value={money(me?.wallet)}
          icon={<AccountBalanceWalletRounded fontSize="small" />}
          to="/my_wallet"
          testId="my-wallet"
        />
        <Box sx={{ gridColumn: '1 / -1', display: 'flex' }}>
          <StatCard
            label="My Energy"
            value={`${energy}%`}
            icon={<BoltRounded fontSize="small" />}
            to="/my_energy"
            testId="my-energy"
          >
            <LinearProgress
              variant="determinate"
              value={energy}
              aria-label="Energy"
              color={energy < LIMITS.energyPerAccept ? 'error' : 'primary'}
              sx={{ mt: 1, height: 10, borderRadius: '20px' }}
            />
          </StatCard>
        </Box>
      </Box>
      <AnnouncementSlider />
      <TileGrid>
        <Tile to="/campaings" label="Campaigns" icon={<CampaignRounded />} />
        <Tile to="/my_activity" label="My Activities" icon={<AssignmentTurnedInRounded />} />
        <Tile to="/games" label="Boost Energy" icon={<SportsEsportsRounded />} />
        <Tile to="/profile" label="Profile" icon={<PersonRounded />} />
        <Tile to="/venues" label="Venues" icon={<PlaceRounded />} />
        <Tile to="/my_rewards" label="My Rewards" icon={<CardGiftcardRounded />} />
      </TileGrid>
    </Page>
  );
}
