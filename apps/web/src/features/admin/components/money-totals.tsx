import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { AdminOverview } from '@spruik/shared';
import { money, moneyCents, sumCents, toCents } from '../../../lib/money';
import { HELD_KINDS, moneyLabel } from './money-labels';

/** Money per balance kind as numbers; the total held equals top-ups in minus payouts out. */
export function MoneyTotals({ totals }: { totals: AdminOverview['money'] }) {
  const held = sumCents(HELD_KINDS, (k) => totals[k]);
  const extra = Object.keys(totals).filter((k) => !HELD_KINDS.includes(k) && k !== 'external');
  return (
    <Card sx={{ p: 2, borderRadius: '16px' }} data-testid="money-totals">
      <Typography variant="subtitle1" component="h2">
        Money totals
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1 }}>
        {[...HELD_KINDS, ...extra].map((k) => (
          <Row key={k} label={moneyLabel(k)} value={money(totals[k])} />
        ))}
        <Row label="Held on the platform" value={moneyCents(held)} strong divided />
        <Row label="Top-ups in minus payouts out" value={moneyCents(-toCents(totals.external))} />
      </Box>
    </Card>
  );
}

/** One term and its amount; `divided` draws the rule above it (a <dl> may hold only rows, not an <hr>). */
function Row({
  label,
  value,
  strong,
  divided,
}: {
  label: string;
  value: string;
  strong?: boolean;
  divided?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.25,
        ...(divided && { mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }),
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: strong ? 800 : 600 }}>
        {value}
      </Typography>
    </Box>
  );
}
