import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel';
import { LoadError } from '../../../components/ui/load-error';
import { money } from '../../../lib/money';
import { useDownloadStatement } from '../api/download-statement';
import { useStatement, type StatementOwner } from '../api/get-statement';
import { StatementLineRow } from './statement-line';

/** The printable statement of the same balance (a page of its own, without the app's bars). */
export function printLink(owner: StatementOwner, account: string | undefined) {
  const q = new URLSearchParams();
  if (owner.userId) q.set('user', owner.userId);
  if (account) q.set('account', account);
  q.set('print', '1');
  return `/statement/print?${q}`;
}

/**
 * A statement: which balance (a customer's wallet or a pocket, a venue's Available credit or Withdrawable), the
 * balance now, every movement newest first with the balance after it (loaded as the list scrolls), and the
 * CSV and printable versions. The owner's money screens and the operator console show this same component.
 */
export function StatementView({
  owner,
  account,
  onAccountChange,
  actions,
}: {
  owner: StatementOwner;
  account: string | undefined;
  onAccountChange: (account: string) => void;
  /** More buttons beside Download and Print (the operator's Adjust balance). */
  actions?: ReactNode;
}) {
  const q = useStatement(owner, account);
  const download = useDownloadStatement(owner);
  const first = q.data?.pages[0];
  const lines = q.data?.pages.flatMap((p) => p.lines) ?? [];
  const shown = first?.account.account;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {first && first.accounts.length > 1 && (
        <TextField
          select
          label="Statement of"
          value={shown}
          onChange={(e) => onAccountChange(e.target.value)}
          data-print="hide"
        >
          {first.accounts.map((a) => (
            <MenuItem key={a.account} value={a.account}>
              {a.label} · {money(a.balance)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Card variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {first ? first.account.label : 'Balance'}
        </Typography>
        <Typography variant="h4" component="p" data-testid="statement-balance">
          {first ? money(first.account.balance) : '…'}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          Newest first. The lines add up to this balance.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }} data-print="hide">
          <Button
            variant="outlined"
            size="small"
            startIcon={<DownloadRounded />}
            loading={download.isPending}
            disabled={!first}
            onClick={() => download.mutate(shown)}
          >
            Download CSV
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<PrintRounded />}
            component={RouterLink}
            to={printLink(owner, shown)}
          >
            Print
          </Button>
          {actions}
        </Box>
      </Card>
      {q.isPending ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Skeleton variant="rounded" height={52} />
          <Skeleton variant="rounded" height={52} />
        </Box>
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} text="We could not load the statement." />
      ) : lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          No money has moved here yet.
        </Typography>
      ) : (
        <>
          <Box component="ul" aria-label="Statement lines" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {lines.map((l) => (
              <StatementLineRow key={l.id} line={l} />
            ))}
          </Box>
          <InfiniteSentinel
            hasMore={q.hasNextPage}
            loading={q.isFetchingNextPage}
            onMore={() => void q.fetchNextPage()}
          />
        </>
      )}
    </Box>
  );
}
