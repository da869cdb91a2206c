import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { moneyCents, toCents } from '../../../lib/money';

export type ReportColumn<T> = {
  label: string;
  /** An amount in dollars (shown as money, right-aligned), or any cell. */
  cell: (row: T) => ReactNode;
  money?: boolean;
};

/** "$12.34", "−$5.50", and a quiet "–" for nothing, so a month's real figures stand out. */
export function ReportMoney({ dollars }: { dollars: number }) {
  const cents = toCents(dollars);
  return cents === 0 ? (
    <Box component="span" sx={{ color: 'text.disabled' }} aria-label="$0.00">
      –
    </Box>
  ) : (
    <>{moneyCents(cents)}</>
  );
}

const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * A report's table. On a narrow screen it scrolls sideways inside its own box (focusable, so a keyboard can scroll
 * it too) while the first column stays put; the total row is bold.
 */
export function ReportTable<T>({
  label,
  columns,
  rows,
  rowKey,
  total,
  testId,
}: {
  label: string;
  columns: Array<ReportColumn<T>>;
  rows: T[];
  rowKey: (row: T) => string;
  total?: { label: string; row: T };
  testId: string;
}) {
  const cells = (row: T, first: ReactNode) =>
    columns.map((c, i) => (
      <TableCell
        key={c.label}
        align={c.money ? 'right' : 'left'}
        sx={{ whiteSpace: c.money ? 'nowrap' : undefined, ...(i === 0 && STICKY) }}
      >
        {i === 0 ? first : c.money ? <ReportMoney dollars={c.cell(row) as number} /> : c.cell(row)}
      </TableCell>
    ));
  return (
    <>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ display: { xs: 'block', md: 'none' }, mb: 0.5 }}
      >
        Swipe the table sideways for every column.
      </Typography>
      <Box
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: '12px',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Table size="small" aria-label={label} data-testid={testId} sx={{ '& td, & th': { px: 1.25 } }}>
          <TableHead>
            <TableRow>
              {columns.map((c, i) => (
                <TableCell
                  key={c.label}
                  align={c.money ? 'right' : 'left'}
                  sx={{
                    fontWeight: 700,
                    lineHeight: 1.3,
                    minWidth: c.money ? 96 : 120,
                    ...(i === 0 && STICKY),
                  }}
                >
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} data-testid={`${testId}-row`}>
                {cells(row, columns[0].cell(row))}
              </TableRow>
            ))}
            {total && (
              <TableRow data-testid={`${testId}-total`} sx={{ '& td': { fontWeight: 800, borderBottom: 0 } }}>
                {cells(total.row, total.label)}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
