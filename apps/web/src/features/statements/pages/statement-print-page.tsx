import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { RouteFallback } from '../../../components/ui/route-fallback';
import { formatDateTime } from '../../../lib/date';
import { money, signedMoneyCents, toCents } from '../../../lib/money';
import { formatCount } from '../../../lib/number';
import { useBack } from '../../../lib/use-back';
import { useMe } from '../../accounts/api/get-me';
import { PRINT_MAX_LINES, useWholeStatement } from '../api/get-statement';
import { PrintStyles } from '../components/print-styles';

const cell = {
  p: '6px 8px',
  borderBottom: '1px solid #ddd',
  textAlign: 'left',
  verticalAlign: 'top',
} as const;
const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;
/** On a phone the date goes under the description; paper and wider screens give it a column of its own. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * /statement/print?account=&user=: the statement as a document for the browser to print (window.print(); it
 * opens the print dialog itself when ?print=1). No app bars; its own buttons are hidden on paper. The operator
 * prints a user's with ?user=.
 */
export function StatementPrintPage() {
  const [params] = useSearchParams();
  const userId = params.get('user') ?? undefined;
  const account = params.get('account') ?? undefined;
  const q = useWholeStatement({ userId }, account);
  const me = useMe();
  const back = useBack();
  const printed = useRef(false);
  const ready = !!q.data;
  useEffect(() => {
    if (ready && params.get('print') === '1' && !printed.current) {
      printed.current = true;
      window.print();
    }
  }, [ready, params]);

  if (q.isError)
    return <LoadError onRetry={() => void q.refetch()} text="We could not load the statement." />;
  if (!q.data) return <RouteFallback />;
  const s = q.data;
  const holder = s.user?.name ?? (me.data ? me.data.details?.name || me.data.name : '');
  return (
    <Box
      component="main"
      sx={{
        p: { xs: 1.5, sm: 4 },
        maxWidth: 860,
        minHeight: '100dvh',
        mx: 'auto',
        bgcolor: '#fff',
        color: '#111',
      }}
    >
      <PrintStyles />
      <Box data-print="hide" sx={{ display: 'flex', gap: 1, mb: 3 }}>
        <Button variant="outlined" startIcon={<ArrowBackRounded />} onClick={back}>
          Back
        </Button>
        <Button variant="contained" startIcon={<PrintRounded />} onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <Typography variant="h5" component="h1">
        {PRODUCT_NAME} statement
      </Typography>
      <Typography sx={{ mt: 0.5, fontWeight: 700 }}>{holder}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mt: 1, mb: 2 }}>
        <Typography variant="body2">Account: {s.account.label}</Typography>
        <Typography variant="body2" data-testid="print-balance">
          Balance: {money(s.account.balance)}
        </Typography>
        <Typography variant="body2">Printed: {formatDateTime(new Date())}</Typography>
      </Box>
      {s.cut && (
        <Alert severity="info" sx={{ mb: 2 }} data-print="hide">
          The newest {formatCount(PRINT_MAX_LINES)} lines are shown. Download the CSV for all of them.
        </Alert>
      )}
      {s.lines.length === 0 ? (
        <Typography color="text.secondary">No money has moved here yet.</Typography>
      ) : (
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
          <thead>
            <tr>
              <Box component="th" sx={{ ...cell, ...wideOnly }}>
                Date
              </Box>
              <Box component="th" sx={cell}>
                Description
              </Box>
              <Box component="th" sx={num}>
                Amount
              </Box>
              <Box component="th" sx={num}>
                Balance
              </Box>
            </tr>
          </thead>
          <tbody>
            {s.lines.map((l) => (
              <tr key={l.id} data-testid="print-line">
                <Box component="td" sx={{ ...cell, ...wideOnly }}>
                  {formatDateTime(l.date)}
                </Box>
                <Box component="td" sx={{ ...cell, overflowWrap: 'anywhere' }}>
                  {l.description}
                  <Box
                    component="span"
                    sx={{ display: { xs: 'block', sm: 'none' }, color: '#555', fontSize: 12 }}
                  >
                    {formatDateTime(l.date)}
                  </Box>
                </Box>
                <Box component="td" sx={num}>
                  {signedMoneyCents(toCents(l.amount))}
                </Box>
                <Box component="td" sx={num}>
                  {money(l.balance)}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
}
