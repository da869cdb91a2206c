import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CampaignAttribution } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { money } from '../../../lib/money';
import { formatCount } from '../../../lib/number';
import { useAttribution } from '../api/get-attribution';
import { CAMPAIGN_TYPE } from '@spruik/shared';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: '12px', bgcolor: 'background.default' }}>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 800 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The figures that matter for the campaign's type: vouchers (7) or pocket money spent here (6). */
function Figures({ a }: { a: CampaignAttribution }) {
  const perRedemption = a.costPerRedemption === null ? 'No redemptions yet' : money(a.costPerRedemption);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 1 }}>
      {a.type === CAMPAIGN_TYPE.voucher ? (
        <>
          <Figure label="Vouchers issued" value={formatCount(a.vouchersIssued)} testId="attr-issued" />
          <Figure label="Vouchers redeemed" value={formatCount(a.vouchersRedeemed)} testId="attr-redeemed" />
        </>
      ) : (
        <>
          <Figure label="Pocket money paid" value={money(a.pocketPaidOut)} testId="attr-paid" />
          <Figure label="Spent at your venue" value={money(a.pocketSpent)} testId="attr-spent" />
          <Figure label="Payments using it" value={formatCount(a.pocketPayments)} testId="attr-payments" />
        </>
      )}
      <Figure label="Redemptions" value={formatCount(a.redemptions)} testId="attr-redemptions" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Figure label="Cost per redemption" value={perRedemption} testId="attr-cost" />
      </Box>
    </Box>
  );
}

/**
 * Venue campaign details: what the campaign brought back to the venue, as the server computes it
 * (GET /api/campaigns/{id}/attribution; the rules are in docs/business-rules.md, "Attribution").
 */
export function AttributionSection({ campaignId }: { campaignId: string }) {
  const q = useAttribution(campaignId);
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton variant="rounded" height={160} />;
  const a = q.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="attribution">
      <Typography variant="body2" color="text.secondary">
        {a.type === CAMPAIGN_TYPE.voucher
          ? 'A redemption is a voucher from this campaign used at your venue.'
          : 'A redemption is an approved creator spending the pocket money this campaign paid them at your venue.'}
      </Typography>
      <Figures a={a} />
      {a.type === CAMPAIGN_TYPE.voucher && (
        <Alert severity="info">
          Voucher campaigns reserve no money, so each redemption costs $0.00 in credit.
        </Alert>
      )}
    </Box>
  );
}
