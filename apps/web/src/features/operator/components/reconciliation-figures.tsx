import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReconciliationRun } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { money, moneyCents, toCents } from '../../../lib/money';
import { FigureRow } from './figure-row';
import { moneyLabel, providerTermLabel } from './money-labels';

/**
 * One reconciliation run as the sum it is: money in through providers, minus money out, is what the platform
 * should hold; beside it what it does hold, kind by kind; and the difference (green at $0.00).
 */
export function ReconciliationFigures({ run }: { run: ReconciliationRun }) {
  const provider = run.terms.filter((t) => t.side !== 'held');
  const held = run.terms.filter((t) => t.side === 'held');
  return (
    <Box data-testid="reconciliation" data-ok={run.ok}>
      <Alert severity={run.ok ? 'success' : 'error'} sx={{ mb: 1 }}>
        {run.ok
          ? 'Balanced: what came in through the providers, less what went out, is exactly what the platform holds.'
          : `Off by ${money(Math.abs(run.difference))}: the platform holds ${run.difference > 0 ? 'more' : 'less'} than came in less what went out.`}
      </Alert>
      <Box component="dl" sx={{ m: 0 }}>
        {provider.map((t) => (
          <FigureRow
            key={t.name}
            label={providerTermLabel(t.name)}
            value={t.side === 'out' ? moneyCents(-toCents(t.amount)) : money(t.amount)}
          />
        ))}
        <FigureRow label="Should be held" value={money(run.expected)} strong ruled />
        {held.map((t, i) => (
          <FigureRow key={t.name} label={moneyLabel(t.name)} value={money(t.amount)} ruled={i === 0} />
        ))}
        <FigureRow label="Held" value={money(run.held)} strong ruled />
        <FigureRow
          label="Difference"
          value={money(run.difference)}
          strong
          ruled
          testId="reconciliation-difference"
        />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Ran {formatDateTime(run.ranAt)} {run.ranBy ? `by ${run.ranBy.name}` : 'by the daily job'}
      </Typography>
    </Box>
  );
}
