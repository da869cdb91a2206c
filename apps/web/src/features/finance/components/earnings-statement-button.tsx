import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SummarizeRounded from '@mui/icons-material/SummarizeRounded';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { financeApi } from '@spruik/shared/api';
import { financialYearLabel, financialYearOf } from '@spruik/shared';
import { formatDate } from '../../../lib/date';
import { downloadFile } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';

/** The financial year we are in (1 July to 30 June, named by the year it ends in), by Melbourne's calendar. */
function thisFinancialYear() {
  const [, month, year] = formatDate(new Date()).split('/');
  return financialYearOf(`${year}-${month}`);
}

/**
 * A customer's or a venue's earnings statement for a financial year (docs/finance.md "Reports"), as CSV: what
 * campaigns paid them (or customers paid at the counter), and their withdrawals with any instant fees, by month.
 * The button offers this year so far and the two before.
 */
export function EarningsStatementButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const download = useMutation({
    mutationFn: (year: number) =>
      downloadFile(financeApi.earningsCsv, { query: { year } }, `earnings-${financialYearLabel(year)}.csv`),
    onError: (e) => feedback.error(e.message),
  });
  const current = thisFinancialYear();
  const years = [current, current - 1, current - 2];
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<SummarizeRounded />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        loading={download.isPending}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
        data-testid="earnings-statement"
      >
        Download earnings statement (financial year)
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {years.map((y) => (
          <MenuItem
            key={y}
            sx={{ minHeight: 44 }}
            onClick={() => {
              setAnchor(null);
              download.mutate(y);
            }}
          >
            {financialYearLabel(y)}
            {y === current ? ' (so far)' : ''}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
