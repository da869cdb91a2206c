import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { CampaignDetails } from '@spruik/shared';
import { money } from '../../../lib/money';
import { formatCount } from '../../../lib/number';

const AnalyticsCharts = lazy(() => import('./analytics-charts'));

function Stat({
  label,
  value,
  testId,
  wide,
}: {
  label: string;
  value: string;
  testId: string;
  wide?: boolean;
}) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: '12px',
        bgcolor: 'background.default',
        gridColumn: wide ? '1 / -1' : undefined,
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 800 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * SPEC.md: views, accepted participants, participants out of the maximum, budget spent out of share × count,
 * participants' followers and the engagement rate (participants / maximum, 2 decimals).
 */
export function AnalyticsSection({ campaign }: { campaign: CampaignDetails }) {
  const a = campaign.analytics;
  const withBudget = campaign.type !== 7;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <Stat label="Views" value={formatCount(a.views)} testId="stat-views" />
        <Stat label="Accepted participants" value={formatCount(a.accepted)} testId="stat-accepted" />
        <Stat
          label="Participants"
          value={`${a.participants} / ${a.maxParticipants}`}
          testId="stat-participants"
        />
        <Stat label="Engagement rate" value={`${a.engagementRate.toFixed(2)}%`} testId="stat-engagement" />
        {withBudget && (
          <Stat
            label="Budget spent"
            value={`${money(a.budgetSpent)} / ${money(a.budget)}`}
            testId="stat-budget"
            wide
          />
        )}
        <Stat
          label="Participants' followers (average)"
          value={formatCount(Math.round(a.avgFollowers))}
          testId="stat-followers"
          wide
        />
      </Box>
      <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
        <AnalyticsCharts analytics={a} withBudget={withBudget} />
      </Suspense>
    </Box>
  );
}
