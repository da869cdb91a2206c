import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { useState, type ReactNode } from 'react';
import {
  financialYearLabel,
  financialYearMonths,
  financialYearOf,
  financialYearSpan,
  halfLabel,
  halfOf,
  monthLabel,
  previousHalf,
  RAIL_LABEL,
  type MoneyMonth,
  type PayeeRow,
  type PayoutRail,
  type RevenueMonth,
} from '@spruik/shared';
import { FilterBar, FilterSelect } from '../../../components/operator/filter-bar';
import { PageHeader } from '../../../components/operator/page-header';
import { LoadError } from '../../../components/ui/load-error';
import { formatDate } from '../../../lib/date';
import { money } from '../../../lib/money';
import {
  useDownloadReport,
  useMoneyReport,
  usePayeesReport,
  useRevenueReport,
  type ReportFile,
} from './reports-api';
import { ReportTable, type ReportColumn } from './reports-table';

/** This month in Melbourne ('YYYY-MM'), read from the app's one date format (dd/mm/yyyy). */
function currentMonth() {
  const [, month, year] = formatDate(new Date()).split('/');
  return `${year}-${month}`;
}

/**
 * /admin/finance (owner and finance operators; docs/finance.md "Reports"): the figures for the operator's
 * accountant, each with its CSV. Revenue and money in and out by month for a financial year, and the payees paid
 * in a half-year for the sharing economy report. Every period is a Melbourne calendar period and every table adds
 * up to the ledger's balances.
 */
export function AdminFinancePage() {
  const [now] = useState(currentMonth);
  const thisYear = financialYearOf(now);
  const [year, setYear] = useState(thisYear);
  const years = Array.from({ length: 5 }, (_, i) => thisYear - i);
  const range = financialYearMonths(year);

  const thisHalf = halfOf(now);
  const [half, setHalf] = useState(thisHalf);
  const halves = [thisHalf];
  for (let i = 0; i < 5; i++) halves.push(previousHalf(halves[i]));

  return (
    <>
      <PageHeader
        title="Finance"
        subtitle="Figures for your accountant, straight from the ledger. Months and half-years are Melbourne calendar periods; each table adds up to the ledger's balances."
      />
      <FilterBar alignCenter>
        <FilterSelect
          label="Financial year"
          value={year}
          onChange={setYear}
          options={years.map((y) => ({
            value: y,
            label: `${financialYearLabel(y)}${y === thisYear ? ' (so far)' : ''}`,
          }))}
          sx={{ width: 200 }}
        />
        <Typography variant="body2" color="text.secondary">
          {financialYearSpan(year)}
        </Typography>
      </FilterBar>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <RevenueSection from={range.from} to={range.to} />
        <MoneySection from={range.from} to={range.to} />
        <PayeesSection
          half={half}
          picker={
            <FilterSelect
              label="Half-year"
              value={half}
              onChange={setHalf}
              options={halves.map((h) => ({ value: h, label: halfLabel(h) }))}
              sx={{ width: { xs: '100%', sm: 260 } }}
            />
          }
        />
      </Box>
    </>
  );
}

/** A report's card: its title, what it holds, its picker and its CSV download, then the table. */
function Section({
  title,
  about,
  file,
  picker,
  testId,
  children,
}: {
  title: string;
  about: string;
  file: ReportFile;
  picker?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const download = useDownloadReport();
  return (
    <Card component="section" aria-label={title} sx={{ p: 2, borderRadius: '16px' }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {about}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        {picker}
        <Button
          variant="outlined"
          startIcon={<DownloadRounded />}
          onClick={() => download.mutate(file)}
          loading={download.isPending}
          sx={{ minHeight: 44 }}
        >
          Download CSV
        </Button>
      </Box>
      {children}
    </Card>
  );
}

/** The query's table, a spinner while it loads, or the retry banner. */
function Loaded<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return <LoadError onRetry={() => void query.refetch()} text="We could not load this report." />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

const REVENUE_COLUMNS: Array<ReportColumn<RevenueMonth>> = [
  { label: 'Month', cell: (m) => monthLabel(m.month) },
  { label: 'Service fees', cell: (m) => m.campaignFees, money: true },
  { label: 'Instant payout fees', cell: (m) => m.instantFees, money: true },
  { label: 'Refunds of fees', cell: (m) => m.feeRefunds, money: true },
  { label: 'Net revenue', cell: (m) => m.net, money: true },
  { label: 'GST', cell: (m) => m.gst, money: true },
];

function RevenueSection({ from, to }: { from: string; to: string }) {
  const query = useRevenueReport({ from, to });
  return (
    <Section
      title="Revenue by month"
      about="Service fees taken as campaigns pay creators, instant payout fees, fees given back by credit notes, and the GST of the tax invoices issued in the month less their credit notes'."
      file={{ report: 'revenue', range: { from, to } }}
      testId="finance-revenue"
    >
      <Loaded query={query}>
        {(r) => (
          <>
            <ReportTable
              label="Revenue by month"
              testId="revenue-table"
              columns={REVENUE_COLUMNS}
              rows={r.months}
              rowKey={(m) => m.month}
              total={{ label: 'Total', row: { month: 'Total', ...r.totals } }}
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              Revenue account now (every month since the first): {money(r.revenueBalance)}
            </Typography>
          </>
        )}
      </Loaded>
    </Section>
  );
}

const MONEY_COLUMNS: Array<ReportColumn<MoneyMonth>> = [
  { label: 'Month', cell: (m) => monthLabel(m.month) },
  { label: 'Top-ups', cell: (m) => m.topUps, money: true },
  { label: 'Reversals', cell: (m) => m.reversals, money: true },
  { label: 'Platform losses', cell: (m) => m.platformLosses, money: true },
  { label: 'Adjustments given', cell: (m) => m.adjustments, money: true },
  { label: 'Payouts Stripe', cell: (m) => m.payoutsStripe, money: true },
  { label: 'Payouts PayPal', cell: (m) => m.payoutsPaypal, money: true },
  { label: 'Payouts bank', cell: (m) => m.payoutsBank, money: true },
  { label: 'Payouts total', cell: (m) => m.payouts, money: true },
  { label: 'Change in money held', cell: (m) => m.heldChange, money: true },
];

function MoneySection({ from, to }: { from: string; to: string }) {
  const query = useMoneyReport({ from, to });
  return (
    <Section
      title="Money in and out"
      about="Top-ups in; refunds and chargebacks (less won disputes) and payouts out, by rail. Platform losses and adjustments move the platform's own money inside. The last column is what the platform holds for everyone, up or down."
      file={{ report: 'money', range: { from, to } }}
      testId="finance-money"
    >
      <Loaded query={query}>
        {(r) => (
          <ReportTable
            label="Money in and out by month"
            testId="money-table"
            columns={MONEY_COLUMNS}
            rows={r.months}
            rowKey={(m) => m.month}
            total={{ label: 'Total', row: { month: 'Total', ...r.totals } }}
          />
        )}
      </Loaded>
    </Section>
  );
}

const railLabel = (rail: string) => RAIL_LABEL[rail as PayoutRail] ?? rail;

const Secondary = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
    {children}
  </Typography>
);

const PAYEE_COLUMNS: Array<ReportColumn<PayeeRow>> = [
  {
    label: 'Payee',
    cell: (p) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {p.name}
        </Typography>
        <Secondary>
          {p.role === 'venue' ? 'Venue' : 'Creator'} · {p.email}
        </Secondary>
      </>
    ),
  },
  {
    label: 'Tax details',
    cell: (p) => (
      <Box sx={{ minWidth: 180 }}>
        <Typography variant="body2" color={p.taxDetails === 'none' ? 'error' : undefined}>
          {p.taxDetails === 'none' ? 'None given' : p.taxDetails}
        </Typography>
        {p.legalName && <Secondary>{p.legalName}</Secondary>}
        {p.address && <Secondary>{p.address}</Secondary>}
      </Box>
    ),
  },
  {
    label: 'Paid to',
    cell: (p) => (
      <Box sx={{ minWidth: 140 }}>
        <Typography variant="body2">{railLabel(p.rail)}</Typography>
        <Secondary>{p.destination}</Secondary>
      </Box>
    ),
  },
  { label: 'Gross paid', cell: (p) => p.gross, money: true },
  { label: 'Instant fees', cell: (p) => p.instantFees, money: true },
  { label: 'Net paid', cell: (p) => p.net, money: true },
  { label: 'Payouts', cell: (p) => p.payouts },
];

function PayeesSection({ half, picker }: { half: string; picker: ReactNode }) {
  const query = usePayeesReport(half);
  return (
    <Section
      title="Payees by half-year"
      about="Every creator and venue paid in the half-year, with the tax details they gave, where they are paid, and what they were paid before and after instant fees: ready for the sharing economy report."
      file={{ report: 'payees', half }}
      picker={picker}
      testId="finance-payees"
    >
      <Loaded query={query}>
        {(r) =>
          r.payees.length === 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="payees-empty">
              No payee was paid in {r.label}.
            </Typography>
          ) : (
            <ReportTable
              label={`Payees paid ${r.label}`}
              testId="payees-table"
              columns={PAYEE_COLUMNS}
              rows={r.payees}
              rowKey={(p) => p.userId}
              total={{ label: 'Total', row: totalPayee(r.totals) }}
            />
          )
        }
      </Loaded>
    </Section>
  );
}

/** The total row in the payees' shape (its first cell is the label). */
const totalPayee = (t: { gross: number; instantFees: number; net: number; payouts: number }): PayeeRow => ({
  _id: '',
  userId: '',
  role: 'customer',
  name: 'Total',
  email: '',
  taxDetails: '',
  abn: null,
  legalName: null,
  address: null,
  rail: '',
  destination: '',
  ...t,
});
