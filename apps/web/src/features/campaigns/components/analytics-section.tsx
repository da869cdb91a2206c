import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { CampaignDetails } from '@spruik/shared';
import { money } from '../../../lib/money';
import { formatCount } from '../../../lib/number';
import { ANALYTICS_WORDS, freePlaces } from '../analytics-words';
import { CAMPAIGN_TYPE } from '@spruik/shared';

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

const percent = (v: number | null) => (v === null ? '–' : `${v.toFixed(2)}%`);

/**
 * What the posts reached, from each verified post's latest read by the platform (24 hours, then 7 days after it
 * was verified), and for "Increase Click" the clicks on the participants' own links.
 */
function ReachStats({ campaign }: { campaign: CampaignDetails }) {
  const a = campaign.analytics;
  const clicks = a.clicks !== null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="reach-stats">
      <Typography variant="subtitle2" sx={{ fontWeight: 800 }}>
        What the posts reached
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 1 }}>
        <Stat label="Post views" value={formatCount(a.postViews)} testId="stat-post-views" />
        <Stat label="Reach" value={a.reach === null ? '–' : formatCount(a.reach)} testId="stat-reach" />
        <Stat label="Interactions" value={formatCount(a.interactions)} testId="stat-interactions" />
        <Stat label="Interaction rate" value={percent(a.interactionRate)} testId="stat-interaction-rate" />
        {clicks && <Stat label="Clicks" value={formatCount(a.clicks ?? 0)} testId="stat-clicks" wide />}
        {a.postsRemoved > 0 && (
          <Stat
            label="Posts deleted or made private"
            value={formatCount(a.postsRemoved)}
            testId="stat-posts-removed"
            wide
          />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {a.postsRead === 0
          ? 'Figures appear 24 hours after a post is verified through the creator’s connected account.'
          : `From ${formatCount(a.postsRead)} ${a.postsRead === 1 ? 'post' : 'posts'} read by the platform. Interactions are likes, comments, shares and saves; the rate is interactions out of reach, where the platform reports reach (Instagram).`}
        {clicks && ' Clicks are unique visitors per hour on the participants’ own links, bots left out.'}
      </Typography>
    </Box>
  );
}

/**
 * Campaign Analytics (docs/spec.md, Campaigns) in one vocabulary, the same words as the chart below: Joined (creators
 * holding a place), Submitted (proof sent), Approved out of the places (the original "participants out of the
 * maximum"), Free places. The engagement rate keeps the original formula: approved / places as a percent, 2 decimals.
 */
export function AnalyticsSection({ campaign }: { campaign: CampaignDetails }) {
  const a = campaign.analytics;
  const withBudget = campaign.type !== CAMPAIGN_TYPE.voucher;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 1 }}>
        <Stat label="Opens in Spruik" value={formatCount(a.views)} testId="stat-views" />
        <Stat label={ANALYTICS_WORDS.joined} value={formatCount(a.accepted)} testId="stat-accepted" />
        <Stat label={ANALYTICS_WORDS.submitted} value={formatCount(a.submitted)} testId="stat-submitted" />
        <Stat
          label={`${ANALYTICS_WORDS.approved} / places`}
          value={`${a.participants} / ${a.maxParticipants}`}
          testId="stat-participants"
        />
        <Stat label={ANALYTICS_WORDS.free} value={formatCount(freePlaces(a))} testId="stat-free" />
        <Stat label="Engagement rate" value={`${a.engagementRate.toFixed(2)}%`} testId="stat-engagement" />
        {withBudget && (
          <Stat
            label="Budget spent"
            value={`${money(a.budgetSpent)} / ${money(a.budget)}`}
            testId="stat-budget"
            wide
          />
        )}
        {withBudget && campaign.fee > 0 && (
          <Stat
            label={`Service fee (${campaign.feePercent}% of what creators are paid)`}
            value={`${money(campaign.fee)} reserved`}
            testId="stat-fee"
            wide
          />
        )}
        <Stat
          label="Followers of creators who joined (average)"
          value={formatCount(Math.round(a.avgFollowers))}
          testId="stat-followers"
          wide
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        Engagement rate: approved creators out of the places, as a percent. Opens in Spruik: creators who
        opened the offer in the app.
      </Typography>
      <ReachStats campaign={campaign} />
      <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
        <AnalyticsCharts analytics={a} withBudget={withBudget} />
      </Suspense>
    </Box>
  );
}
