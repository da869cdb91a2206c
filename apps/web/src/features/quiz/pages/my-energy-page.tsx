import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LIMITS } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { quizStatusQuery } from '../api/get-quiz-status';
import { useMe } from '../../accounts/api/get-me';
import { LazyEnergyGauge } from '../components/lazy-energy-gauge';
import { noEnergyAdvice } from '../no-energy';

/** /my_energy: the customer's energy on a radial 0-100 gauge, what it is for and the way to boost it. */
export function MyEnergyPage() {
  const { data: me, isError, refetch } = useMe();
  const energy = me ? Math.max(0, Math.min(LIMITS.energyMax, me.energy)) : null;
  const low = energy !== null && energy < LIMITS.energyPerAccept;
  // Too low to join: whether the quiz can help now, or when it can (read only then).
  const { data: quiz } = useQuery({ ...quizStatusQuery, enabled: low });
  return (
    <Page title="My Energy">
      {isError && !me ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2.5 }}>
            <Box sx={{ minHeight: 220 }}>
              {energy === null ? (
                <Skeleton variant="circular" width={220} height={220} sx={{ mx: 'auto' }} />
              ) : (
                <LazyEnergyGauge energy={energy} />
              )}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              Joining a campaign uses {LIMITS.energyPerAccept} energy. The Boost Energy quiz adds{' '}
              {LIMITS.energyPerCorrectAnswer} for each correct answer, up to {LIMITS.energyMax}.
            </Typography>
            {low && (
              <Typography variant="body2" color="error" sx={{ textAlign: 'center', fontWeight: 600 }}>
                {noEnergyAdvice(quiz ?? null).text}
              </Typography>
            )}
            <Button
              component={RouterLink}
              to="/games"
              variant="contained"
              size="large"
              startIcon={<SportsEsportsRounded />}
            >
              Boost Energy
            </Button>
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
