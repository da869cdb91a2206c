import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { taxDetailsLine, type AdminWithdrawItem } from '@spruik/shared';
import { formatDate } from '../../../lib/date';

/**
 * The payee's tax details on a withdrawal card (docs/finance.md "Payees' tax details"), compact: the ABN or the
 * statement by a supplier with its version and date, then the legal name and postal address. Without them the
 * withdrawal cannot be paid, and the card says so.
 */
export function TaxFacts({ taxDetails: t }: { taxDetails: AdminWithdrawItem['taxDetails'] }) {
  if (!t)
    return (
      <Alert severity="warning" data-testid="withdraw-tax-missing" sx={{ py: 0 }}>
        No tax details: it cannot be paid until the payee gives an ABN or the statement by a supplier.
      </Alert>
    );
  return (
    <Box
      data-testid="withdraw-tax"
      data-kind={t.kind}
      sx={{ px: 1.5, py: 1, borderRadius: '12px', bgcolor: 'background.default' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {taxDetailsLine(t, formatDate)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t.legalName} · {t.address.replace(/\s*\n\s*/g, ', ')}
      </Typography>
    </Box>
  );
}
