/**
 * The dashboard's charts, lazy-loaded with @mui/x-charts: money held per balance kind and sign-ups per day by
 * role over the last 30 days.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReactNode } from 'react';
import type { AdminOverview } from '@spruik/shared';
import { money } from '../../../lib/money';
import { HELD_KINDS, moneyLabel } from './money-labels';
import { formatChartDay } from '../../../lib/date';

export function MoneyChart({ totals }: { totals: AdminOverview['money'] }) {
  const theme = useTheme();
  const kinds = HELD_KINDS.filter((k) => k in totals);
  return (
    <BarChart
      height={260}
      layout="horizontal"
      margin={{ left: 0, right: 24, top: 8, bottom: 0 }}
      yAxis={[{ scaleType: 'band', data: kinds.map(moneyLabel), width: 140 }]}
      xAxis={[{ valueFormatter: (v: number | null) => `$${Math.round(v ?? 0)}`, tickMinStep: 1 }]}
      series={[
        {
          data: kinds.map((k) => totals[k] ?? 0),
          color: theme.palette.secondary.main,
          label: 'Dollars',
          valueFormatter: (v) => money(v),
        },
      ]}
      hideLegend
      borderRadius={6}
    />
  );
}

export function SignupsChart({ signups }: { signups: AdminOverview['signups'] }) {
  const theme = useTheme();
  const series = [
    { key: 'customer', label: 'Customers', color: theme.palette.primary.main },
    { key: 'business', label: 'Businesses', color: theme.palette.secondary.main },
    { key: 'venue', label: 'Venues', color: theme.palette.warning.main },
  ] as const;
  return (
    <BarChart
      height={240}
      margin={{ left: 0, right: 20, top: 8, bottom: 0 }}
      xAxis={[
        {
          scaleType: 'band',
          data: signups.map((s) => formatChartDay(s.date)),
          tickLabelInterval: (_v: unknown, i: number) => (signups.length - 1 - i) % 7 === 0,
          height: 28,
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 32 }]}
      series={series.map((s) => ({
        data: signups.map((d) => d[s.key]),
        label: s.label,
        color: s.color,
        stack: 'signups',
      }))}
      borderRadius={3}
    />
  );
}

function ChartCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card sx={{ p: 2, borderRadius: '16px', minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Box sx={{ mt: 1 }}>{children}</Box>
    </Card>
  );
}

/** Row one: `aside` (the money totals) beside the money chart; row two: sign-ups across the full width. */
export default function DashboardCharts({ overview, aside }: { overview: AdminOverview; aside: ReactNode }) {
  const total = overview.signups.reduce((n, s) => n + s.total, 0);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {aside}
      <ChartCard title="Money held, by balance" testId="money-chart">
        <MoneyChart totals={overview.money} />
      </ChartCard>
      <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
        <ChartCard title={`Sign-ups by role, last 30 days (${total} in all)`} testId="signups-chart">
          <SignupsChart signups={overview.signups} />
        </ChartCard>
      </Box>
    </Box>
  );
}
