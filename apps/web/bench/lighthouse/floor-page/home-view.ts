/// <reference lib="dom" />
/**
 * The customer home's first screen (/home) as the home floors draw it (home.ts, stack-home.ts): React 19 and MUI
 * with the app's theme, the same kinds and numbers of MUI components (a greeting, three balance cards, the banner
 * image, six tiles, a bottom navigation with four badged actions), written out statically, with none of the app.
 * The banner is the demo's own (960×400 WebP, served by floor.ts), so the largest element is the same image.
 */
import { createElement, type ElementType, type ReactElement, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';

/** createElement without per-component prop checks: MUI's `component` prop types only through JSX overloads. */
const h = createElement as (
  type: ElementType,
  props?: object | null,
  ...children: ReactNode[]
) => ReactElement;

const card = {
  flex: 1,
  borderRadius: '16px',
  bgcolor: 'background.default',
  border: '1px solid',
  borderColor: 'divider',
  display: 'flex',
} as const;

function StatCard(props: { label: string; value: string; icon: ReactNode; children?: ReactNode }) {
  return h(
    ButtonBase,
    { sx: card },
    h(
      Box,
      { sx: { p: 1.5, width: '100%', textAlign: 'left' } },
      h(
        Box,
        { sx: { display: 'flex', alignItems: 'center', gap: 0.75, color: 'primary.main' } },
        props.icon,
        h(Typography, { variant: 'caption', color: 'text.secondary', sx: { fontWeight: 600 } }, props.label),
      ),
      h(Typography, { variant: 'h6', component: 'p', sx: { mt: 0.5, fontWeight: 800 } }, props.value),
      props.children,
    ),
  );
}

function Tile(props: { label: string; icon: ReactNode }) {
  return h(
    ButtonBase,
    {
      sx: {
        ...card,
        p: 2,
        minHeight: 112,
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 1.5,
      },
    },
    h(
      Box,
      {
        sx: {
          width: 40,
          height: 40,
          borderRadius: '12px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
      },
      props.icon,
    ),
    h(Typography, { variant: 'subtitle1', component: 'span' }, props.label),
  );
}

const badged = (icon: ReactNode, count: number) => h(Badge, { badgeContent: count, color: 'error' }, icon);

/** The home; `name` is the signed-in user's first name. */
export function Home({ name }: { name: string }) {
  return h(
    Box,
    { sx: { maxWidth: 500, mx: 'auto', minHeight: '100vh', display: 'flex', flexDirection: 'column' } },
    h(
      Box,
      { component: 'main', sx: { flex: 1, p: 2, pb: 10, display: 'grid', gap: 2 } },
      h(
        Box,
        { sx: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' } },
        h(Typography, { variant: 'h6', component: 'p', color: 'primary' }, 'Spruik'),
        h(
          ButtonBase,
          { 'aria-label': 'Profile', sx: { borderRadius: '50%', minWidth: 44, minHeight: 44 } },
          h(Avatar, { sx: { width: 40, height: 40, bgcolor: 'secondary.main' } }, 'C'),
        ),
      ),
      h(
        Box,
        { sx: { display: 'flex', alignItems: 'center', gap: 1.5 } },
        h(
          Box,
          { sx: { flex: 1, minWidth: 0 } },
          h(Typography, { variant: 'h5', component: 'h1', noWrap: true }, `Hi ${name}`),
          h(
            Typography,
            { variant: 'body2', color: 'text.secondary' },
            'Ready to promote something great today?',
          ),
        ),
      ),
      h(
        Box,
        { sx: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 } },
        h(StatCard, {
          label: 'My Level',
          value: 'Rising Star',
          icon: h(EmojiEventsRounded, { fontSize: 'small' }),
        }),
        h(StatCard, {
          label: 'My Wallet',
          value: '$42.50',
          icon: h(AccountBalanceWalletRounded, { fontSize: 'small' }),
        }),
        h(
          Box,
          { sx: { gridColumn: '1 / -1', display: 'flex' } },
          h(
            StatCard,
            { label: 'My Energy', value: '80%', icon: h(BoltRounded, { fontSize: 'small' }) },
            h(LinearProgress, {
              variant: 'determinate',
              value: 80,
              'aria-label': 'Energy',
              sx: { mt: 1, height: 10, borderRadius: '20px' },
            }),
          ),
        ),
      ),
      h(
        Box,
        {
          role: 'region',
          'aria-label': 'Announcements',
          sx: { position: 'relative', borderRadius: '16px', overflow: 'hidden', height: 200 },
        },
        h(Box, {
          component: 'img',
          src: '/banner.webp',
          alt: 'Announcement',
          fetchPriority: 'high',
          sx: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
        }),
        h(
          Box,
          {
            sx: {
              position: 'absolute',
              bottom: 8,
              left: 0,
              right: 0,
              display: 'flex',
              justifyContent: 'center',
            },
          },
          ...[1, 2, 3].map((i) =>
            h(
              ButtonBase,
              { key: i, 'aria-label': `Show announcement ${i}`, sx: { width: 44, height: 44 } },
              h(Box, {
                sx: {
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: i === 1 ? 'common.white' : 'grey.400',
                },
              }),
            ),
          ),
        ),
      ),
      h(
        Box,
        { sx: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 } },
        h(Tile, { label: 'Campaigns', icon: h(CampaignRounded) }),
        h(Tile, { label: 'My Activities', icon: h(AssignmentTurnedInRounded) }),
        h(Tile, { label: 'Boost Energy', icon: h(SportsEsportsRounded) }),
        h(Tile, { label: 'Profile', icon: h(PersonRounded) }),
        h(Tile, { label: 'Venues', icon: h(PlaceRounded) }),
        h(Tile, { label: 'My Rewards', icon: h(CardGiftcardRounded) }),
      ),
    ),
    h(
      Paper,
      {
        component: 'nav',
        'aria-label': 'Main',
        elevation: 0,
        sx: {
          position: 'fixed',
          bottom: 0,
          left: 0,
          right: 0,
          mx: 'auto',
          maxWidth: 500,
          borderTop: '1px solid',
          borderColor: 'divider',
        },
      },
      h(
        BottomNavigation,
        { showLabels: true, value: 0 },
        h(BottomNavigationAction, { label: 'Home', icon: badged(h(HomeRounded), 0) }),
        h(BottomNavigationAction, { label: 'Campaigns', icon: badged(h(CampaignRounded), 2) }),
        h(BottomNavigationAction, { label: 'Rewards', icon: badged(h(CardGiftcardRounded), 1) }),
        h(BottomNavigationAction, { label: 'Profile', icon: badged(h(PersonRounded), 0) }),
      ),
    ),
  );
}
