import Box from '@mui/material/Box';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import { OPERATORS } from '@spruik/shared';
import { money } from '../../../lib/money';
import { useMe } from '../../accounts/api/get-me';
import { useOverview } from '../api/get-overview';
import { LazyDashboardCharts } from '../components/lazy-dashboard-charts';
import { LedgerCard } from '../components/ledger-card';
import { MoneyTotals } from '../components/money-totals';
import { PageHeader } from '../../../components/operator/page-header';
import { QueryState } from '../../../components/operator/query-state';
import { StatCard } from '../components/stat-card';
import { TimeToMoneyCard } from '../components/time-to-money-card';

/**
 * /admin: what waits in each queue, the money per balance kind, the time to money per payout rail (finance), the
 * ledger check and sign-ups.
 */
export function AdminDashboardPage() {
  const overview = useOverview();
  const role = useMe().data?.operatorRole;
  const finance = !!role && (OPERATORS.finance as readonly string[]).includes(role);
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Today's queues and the health of the books." />
      <QueryState query={overview}>
        {(o) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', xl: 'repeat(5, 1fr)' },
              }}
            >
              <StatCard
                label="Campaigns pending"
                value={o.queues.campaignsPending}
                detail="Waiting for verification"
                icon={<CampaignRounded fontSize="small" />}
                to="/admin/campaigns"
                testId="stat-campaigns"
              />
              <StatCard
                label="Venues pending"
                value={o.queues.venuesPending}
                detail="Sign-ups waiting for activation"
                icon={<StorefrontRounded fontSize="small" />}
                to="/admin/venues"
                testId="stat-venues"
              />
              <StatCard
                label="Withdrawals pending"
                value={o.queues.withdrawalsPending}
                detail={`${money(o.queues.withdrawalsPendingAmount)} to pay`}
                icon={<AccountBalanceRounded fontSize="small" />}
                to="/admin/withdrawals"
                testId="stat-withdrawals"
              />
              <StatCard
                label="Suspended accounts"
                value={o.queues.accountsSuspended}
                detail="Switched off after being live: to review"
                icon={<BlockRounded fontSize="small" />}
                to="/admin/users?status=suspended"
                testId="stat-suspended"
              />
              <LedgerCard ledger={o.ledger} reconciliation={o.reconciliation} />
            </Box>
            <LazyDashboardCharts
              overview={o}
              aside={
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
                  <MoneyTotals totals={o.money} />
                  {finance && <TimeToMoneyCard />}
                </Box>
              }
            />
          </Box>
        )}
      </QueryState>
    </>
  );
}
