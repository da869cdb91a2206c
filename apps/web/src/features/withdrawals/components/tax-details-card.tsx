import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatAbn, TAX_STATEMENT_TITLE, type TaxDetailsAnswer } from '@spruik/shared';
import { formatDate } from '../../../lib/date';

type Props = {
  /** GET /api/payouts/tax-details (undefined while it loads). */
  answer: TaxDetailsAnswer | undefined;
  /** Opens the form (TaxDetailsDialog). */
  onEdit: () => void;
};

/**
 * Tax details (docs/finance.md "Payees' tax details"), beside where withdrawals go: what the payee gave (the ABN,
 * or the statement by a supplier with its version and date, the legal name and postal address) and Change; or,
 * before they give any, why they are needed and the button to give them.
 */
export function TaxDetailsCard({ answer, onEdit }: Props) {
  const given = answer?.taxDetails ?? null;
  return (
    <Card
      component="section"
      aria-labelledby="tax-details-title"
      data-testid="tax-details"
      data-kind={given?.kind ?? 'none'}
      sx={{ p: 2, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          id="tax-details-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, flex: 1 }}
        >
          Tax details
        </Typography>
        {answer && (
          <Chip
            size="small"
            variant="outlined"
            color={given ? 'success' : 'warning'}
            label={given ? 'Given' : 'Needed'}
            sx={{ fontWeight: 700 }}
          />
        )}
      </Box>
      {!answer ? (
        <Typography variant="body2" color="text.secondary">
          …
        </Typography>
      ) : given ? (
        <>
          <Box data-testid="tax-details-given">
            <Typography sx={{ fontWeight: 700 }} data-testid="tax-details-kind">
              {given.kind === 'abn' ? `ABN ${formatAbn(given.abn ?? '')}` : TAX_STATEMENT_TITLE}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {given.kind === 'statement' ? `Version ${given.statementVersion ?? ''}, given` : 'Given'}{' '}
              {formatDate(given.madeAt)}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {given.legalName}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {given.address}
            </Typography>
          </Box>
          <Button variant="outlined" onClick={onEdit} sx={{ minHeight: 44 }}>
            Change
          </Button>
        </>
      ) : (
        <>
          <Typography variant="body2">
            Before your first withdrawal, give your ABN or, if this is a hobby for you, the statement by a
            supplier, with your legal name and postal address.
          </Typography>
          <Button variant="contained" onClick={onEdit} sx={{ minHeight: 44 }}>
            Give tax details
          </Button>
        </>
      )}
    </Card>
  );
}
