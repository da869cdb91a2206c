import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { lazy, Suspense } from 'react';
import { CAMPAIGN_TYPE, type CampaignReturn } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { money } from '../../../lib/money';
import { formatCount } from '../../../lib/number';
import { useCampaignReturn, useDownloadReturn } from '../api/get-return';
import {
  cameBackText,
  costText,
  creatorReachText,
  RETURN_WORDS,
  shareText,
  VOUCHER_COST_NOTE,
} from '../return-words';

const ReturnCharts = lazy(() => import('./return-charts'));

type Word = keyof typeof RETURN_WORDS;

/** One figure: its label, its value and the sentence that says how it is counted. */
function Figure({ word, value, wide }: { word: Word; value: string; wide?: boolean }) {
  const w = RETURN_WORDS[word];
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: '12px',
        bgcolor: 'background.default',
        ...(wide && { gridColumn: '1 / -1' }),
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, display: 'block' }}>
        {w.label}
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 800 }} data-testid={`return-${word}`}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.35 }}>
        {w.help}
      </Typography>
    </Box>
  );
}

function Figures({ r }: { r: CampaignReturn }) {
  const voucher = r.type === CAMPAIGN_TYPE.voucher;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 1 }}>
      <Figure word="participants" value={formatCount(r.participants)} />
      <Figure word="visited" value={shareText(r.visited, r.participants)} />
      <Figure word="newGuests" value={formatCount(r.newGuests)} wide />
      <Figure word="returningGuests" value={formatCount(r.returningGuests)} wide />
      <Figure word="spendWallet" value={money(r.spendWallet)} />
      <Figure word="spendPocket" value={money(r.spendPocket)} />
      <Figure word="vouchersRedeemed" value={formatCount(r.vouchersRedeemed)} />
      <Figure word="cost" value={costText(r.cost)} />
      <Figure word="costPerVisit" value={costText(r.costPerVisit)} />
      <Figure word="costPerNewGuest" value={costText(r.costPerNewGuest)} />
      <Figure word="cameBack" wide value={cameBackText(r.cameBack)} />
      {voucher && (
        <Alert severity="info" sx={{ gridColumn: '1 / -1' }} data-testid="return-voucher-note">
          {VOUCHER_COST_NOTE}
        </Alert>
      )}
    </Box>
  );
}

/** A row per creator: the post's reach from the platform, their visits and their spend here. */
function Creators({ r }: { r: CampaignReturn }) {
  if (r.creators.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No creator has posted yet.
      </Typography>
    );
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {r.creators.map((c) => (
        <Box
          component="li"
          key={c.activityId}
          data-testid="return-creator"
          sx={{ p: 1.25, borderRadius: '12px', border: '1px solid', borderColor: 'divider', minWidth: 0 }}
        >
          <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {c.handle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {creatorReachText(c.reach)} · {formatCount(c.visits)} {c.visits === 1 ? 'visit' : 'visits'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Spent {money(c.spendWallet)} wallet · {money(c.spendPocket)} pocket
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Venue campaign details (types 6 and 7): what the campaign brought back to the counter, as the server counts it
 * (GET /api/campaigns/{id}/return; docs/visits.md, "Return on spend"), with the same figures as CSV.
 */
export function ReturnSection({ campaignId }: { campaignId: string }) {
  const q = useCampaignReturn(campaignId);
  const download = useDownloadReturn(campaignId);
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton variant="rounded" height={240} />;
  const r = q.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="campaign-return">
      <Typography variant="body2" color="text.secondary">
        Visits and payments at your venue on Spruik by the creators who posted for this campaign. A visit
        counts from 24 hours before a creator joined; spend counts for 30 days after each post.
      </Typography>
      <Figures r={r} />
      <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
        <ReturnCharts r={r} />
      </Suspense>
      <Typography variant="subtitle2">Creators</Typography>
      <Typography variant="caption" color="text.secondary">
        Reach is the platform&apos;s count for the post where the creator connected their account.
      </Typography>
      <Creators r={r} />
      <Button
        variant="outlined"
        startIcon={<DownloadRounded />}
        loading={download.isPending}
        onClick={() => download.mutate()}
        sx={{ minHeight: 44, alignSelf: 'flex-start' }}
      >
        Download CSV
      </Button>
    </Box>
  );
}
