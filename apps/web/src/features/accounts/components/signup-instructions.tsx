import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import { Link as RouterLink } from 'react-router';
import { LIMITS, PRODUCT_NAME } from '@spruik/shared';

/** What to do before signing up (docs/spec.md, Roles and sign-in): follow us, keep accounts public, follower minimums. */
export function SignupInstructions({ onReady }: { onReady: () => void }) {
  const steps = [
    {
      icon: <FavoriteRounded color="primary" />,
      title: `Follow ${PRODUCT_NAME}`,
      text: `Follow ${PRODUCT_NAME} on Instagram and TikTok so you never miss a new campaign.`,
    },
    {
      icon: <LockOpenRounded color="primary" />,
      title: 'Keep your accounts public',
      text: 'Businesses need to see your posts to approve them, so keep your social accounts public.',
    },
    {
      icon: <GroupsRounded color="primary" />,
      title: 'Have an audience',
      text: `Creators need at least ${LIMITS.minInstagramFollowers} Instagram followers and ${LIMITS.minTiktokFollowers} TikTok followers.`,
    },
    {
      icon: <TrendingUpRounded color="primary" />,
      title: 'Grow your earnings',
      text: 'The more followers you have, the more you earn for every approved post.',
    },
  ];
  return (
    <>
      <List disablePadding sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {steps.map((s) => (
          <ListItem
            key={s.title}
            sx={{ bgcolor: 'background.default', borderRadius: '12px', alignItems: 'flex-start' }}
          >
            <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>{s.icon}</ListItemIcon>
            <ListItemText
              primary={s.title}
              secondary={s.text}
              slotProps={{ primary: { sx: { fontWeight: 700 } } }}
            />
          </ListItem>
        ))}
      </List>
      <Button variant="contained" size="large" onClick={onReady}>
        I am ready to sign up
      </Button>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="body2" component="span">
          Already have an account?{' '}
        </Typography>
        <Link component={RouterLink} to="/signin" sx={{ fontWeight: 700 }}>
          Sign in
        </Link>
      </Box>
    </>
  );
}
