import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CakeRounded from '@mui/icons-material/CakeRounded';
import FreeBreakfastRounded from '@mui/icons-material/FreeBreakfastRounded';
import LocalBarRounded from '@mui/icons-material/LocalBarRounded';
import LocalPizzaRounded from '@mui/icons-material/LocalPizzaRounded';
import RamenDiningRounded from '@mui/icons-material/RamenDiningRounded';
import type { ReactNode } from 'react';
import { Page } from '../../../components/ui/page';

type Reward = {
  title: string;
  venue: string;
  detail: string;
  tag: string;
  icon: ReactNode;
  colors: [string, string];
};

/** Sample rewards (SPEC.md: static sample reward cards). Real ones arrive as vouchers in the wallet. */
const SAMPLE_REWARDS: Reward[] = [
  {
    title: 'Free flat white',
    venue: 'The Laneway Café',
    detail: 'Any size, any milk. Show this at the counter.',
    tag: 'Free item',
    icon: <FreeBreakfastRounded />,
    colors: ['#8d5a3b', '#c98b5e'],
  },
  {
    title: '20% off dinner',
    venue: 'Harbour Bistro',
    detail: 'For your table of up to four, Sunday to Thursday.',
    tag: '20% off',
    icon: <RamenDiningRounded />,
    colors: ['#1f6f6b', '#3fa39b'],
  },
  {
    title: '2-for-1 cocktails',
    venue: 'Rooftop at Nine',
    detail: 'Happy hour, 5 to 7 pm, on the signature list.',
    tag: 'Deal',
    icon: <LocalBarRounded />,
    colors: ['#7b2d5b', '#c2548f'],
  },
  {
    title: 'Free dessert',
    venue: 'Nonna’s Kitchen',
    detail: 'Tiramisu or gelato with any main course.',
    tag: 'Free item',
    icon: <CakeRounded />,
    colors: ['#b4462b', '#e98a5a'],
  },
  {
    title: '15% off pizza night',
    venue: 'Forno Twenty',
    detail: 'Dine-in or takeaway, every Wednesday.',
    tag: '15% off',
    icon: <LocalPizzaRounded />,
    colors: ['#a06a00', '#e0a526'],
  },
];

export function MyRewardsPage() {
  return (
    <Page title="My Rewards" subtitle="Treats from the venues you promote.">
      <Alert severity="info">
        These are sample rewards. Rewards you earn appear as vouchers in your wallet.
      </Alert>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {SAMPLE_REWARDS.map((r) => (
          <Card
            key={r.title}
            sx={{ display: 'flex', overflow: 'hidden', borderRadius: '16px' }}
            data-testid="reward-card"
          >
            <Box
              sx={{
                width: 88,
                flexShrink: 0,
                display: 'grid',
                placeItems: 'center',
                color: 'common.white',
                background: `linear-gradient(160deg, ${r.colors[0]}, ${r.colors[1]})`,
                '& svg': { fontSize: 40 },
              }}
            >
              {r.icon}
            </Box>
            <Box sx={{ p: 1.75, flex: 1, minWidth: 0, borderLeft: '2px dashed', borderColor: 'divider' }}>
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}
              >
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 800, lineHeight: 1.25 }}>
                  {r.title}
                </Typography>
                <Chip label={r.tag} size="small" color="primary" variant="outlined" />
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.25 }}>
                {r.venue}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {r.detail}
              </Typography>
            </Box>
          </Card>
        ))}
      </Box>
    </Page>
  );
}
