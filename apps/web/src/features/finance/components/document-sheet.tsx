import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import type { ReactNode } from 'react';
import { formatAbn, type DocumentParty } from '@spruik/shared';
import { useBack } from '../../../lib/use-back';
import { PrintStyles } from '../../statements/components/print-styles';

export type SheetProps = {
  title: string;
  number: string;
  facts: Array<[string, string]>;
  parties: Array<{ heading: string; party: DocumentParty }>;
  lines: Array<{ description: string; amount: string }>;
  totals: Array<{ label: string; amount: string; strong?: boolean; testId?: string }>;
  notes: string[];
  onDownload: () => void;
  downloading: boolean;
  /** What only the screen shows (an invoice's credit notes so far): hidden on paper. */
  after?: ReactNode;
};

const cell = { p: '8px 0', borderBottom: '1px solid #ddd', verticalAlign: 'top', textAlign: 'left' } as const;
const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap', pl: 2 } as const;

/**
 * A receipt, invoice or credit note as a plain document (docs/finance.md): the same facts as its PDF, with Print
 * (the browser's print; the app's bars and these buttons are hidden on paper) and Download PDF.
 */
export function DocumentSheet(p: SheetProps) {
  const back = useBack();
  return (
    <Box
      component="main"
      sx={{
        p: { xs: 2, sm: 4 },
        maxWidth: 820,
        minHeight: '100dvh',
        mx: 'auto',
        bgcolor: '#fff',
        color: '#111',
      }}
    >
      <PrintStyles />
      <Box data-print="hide" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        <Button variant="outlined" startIcon={<ArrowBackRounded />} onClick={back} sx={{ minHeight: 44 }}>
          Back
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintRounded />}
          onClick={() => window.print()}
          sx={{ minHeight: 44 }}
        >
          Print
        </Button>
        <Button
          variant="contained"
          startIcon={<DownloadRounded />}
          loading={p.downloading}
          onClick={p.onDownload}
          sx={{ minHeight: 44 }}
          data-testid="download-pdf"
        >
          Download PDF
        </Button>
      </Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} data-testid="doc-title">
        {p.title}
      </Typography>
      <Typography sx={{ fontSize: 18, mb: 1.5 }} data-testid="doc-number">
        {p.number}
      </Typography>
      <Box sx={{ mb: 3 }}>
        {p.facts.map(([label, value]) => (
          <Typography key={label} variant="body2">
            <b>{label}:</b> {value}
          </Typography>
        ))}
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3, mb: 3 }}
        data-testid="doc-parties"
      >
        {p.parties.map(({ heading, party }) => (
          <Box key={heading} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography variant="overline" sx={{ color: '#555', fontWeight: 700 }}>
              {heading}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{party.name}</Typography>
            {party.abn && <Typography variant="body2">ABN {formatAbn(party.abn)}</Typography>}
            {party.address && <Typography variant="body2">{party.address}</Typography>}
          </Box>
        ))}
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 14, mb: 3 }}>
        <thead>
          <tr>
            <Box component="th" sx={{ ...cell, color: '#555', fontSize: 12 }}>
              DESCRIPTION
            </Box>
            <Box component="th" sx={{ ...num, color: '#555', fontSize: 12 }}>
              AMOUNT
            </Box>
          </tr>
        </thead>
        <tbody>
          {p.lines.map((l, i) => (
            <tr key={i} data-testid="doc-line">
              <Box component="td" sx={{ ...cell, overflowWrap: 'anywhere' }}>
                {l.description}
              </Box>
              <Box component="td" sx={num}>
                {l.amount}
              </Box>
            </tr>
          ))}
          {p.totals.map((t) => (
            <tr key={t.label}>
              <Box component="td" sx={{ ...cell, fontWeight: t.strong ? 800 : 400 }}>
                {t.label}
              </Box>
              <Box component="td" sx={{ ...num, fontWeight: t.strong ? 800 : 400 }} data-testid={t.testId}>
                {t.amount}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      {p.notes.map((n) => (
        <Typography key={n} variant="body2" sx={{ color: '#555', mb: 1 }}>
          {n}
        </Typography>
      ))}
      {p.after && (
        <Box data-print="hide" sx={{ mt: 3 }}>
          {p.after}
        </Box>
      )}
    </Box>
  );
}
