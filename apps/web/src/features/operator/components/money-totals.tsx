import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { AdminOverview } from '@spruik/shared';
import { money, moneyCents, sumCents, toCents } from '../../../lib/money';
import { FigureRow } from './figure-row';
import { HELD_KINDS, moneyLabel } from './money-labels';

/**
 * Money per balance kind as numbers. What is held plus the platform's own accounts (losses on refunds, manual
 * adjustments) equals top-ups in minus payouts and refunds out.
 */
export function MoneyTotals({ totals }: { totals: AdminOverview['money'] }) {
  const extra = Object.keys(totals).filter((k) => !HELD_KINDS.includes(k) && k !== 'external');
  // Every kind but external is held (venue earnings, platform accounts too), as the reconciliation counts.
  const held = sumCents([...HELD_KINDS, ...extra], (k) => totals[k]);
  return (
    <Card sx={{ p: 2, borderRadius: '16px' }} data-testid="money-totals">
      <Typography variant="subtitle1" component="h2">
        Money totals
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1 }}>
        {[...HELD_KINDS, ...extra].map((k) => (
          <FigureRow key={k} label={moneyLabel(k)} value={money(totals[k])} />
        ))}
        <FigureRow label="Held on the platform" value={moneyCents(held)} strong ruled />
        <FigureRow
          label="Top-ups in minus payouts and refunds out"
          value={moneyCents(-toCents(totals.external))}
        />
      </Box>
    </Card>
  );
}
