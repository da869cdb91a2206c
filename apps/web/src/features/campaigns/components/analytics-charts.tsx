import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import type { CampaignAnalytics } from '@spruik/shared';
import { moneyPlain, toCents } from '../../../lib/money';
import { ANALYTICS_WORDS, freePlaces } from '../analytics-words';

function PercentGauge({ label, value, color }: { label: string; value: number; color: string }) {
  const v = Math.max(0, Math.min(100, value));
  return (
    <Box sx={{ textAlign: 'center', flex: 1, minWidth: 0 }}>
      <Gauge
        value={v}
        valueMin={0}
        valueMax={100}
        startAngle={-110}
        endAngle={110}
        height={130}
        innerRadius="72%"
        text={() => `${value.toFixed(2)}%`}
        aria-label={`${label} ${value.toFixed(2)}%`}
        sx={{
          [`& .${gaugeClasses.valueText}`]: { fontSize: 18, fontWeight: 800 },
          [`& .${gaugeClasses.valueArc}`]: { fill: color },
        }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    </Box>
  );
}

/** Campaign Analytics' gauges and the chart of participants and spend (lazy-loaded with @mui/x-charts). */
export default function AnalyticsCharts({
  analytics: a,
  withBudget,
}: {
  analytics: CampaignAnalytics;
  withBudget: boolean;
}) {
  const theme = useTheme();
  const budgetCents = toCents(a.budget);
  const spentPct = budgetCents > 0 ? (toCents(a.budgetSpent) / budgetCents) * 100 : 0;
  // The bars use the figures' words (analytics-words.ts), in the order a creator moves through them.
  const bars = [
    { word: ANALYTICS_WORDS.joined, value: a.accepted },
    { word: ANALYTICS_WORDS.submitted, value: a.submitted },
    { word: ANALYTICS_WORDS.approved, value: a.participants },
    { word: ANALYTICS_WORDS.free, value: freePlaces(a) },
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="analytics-charts">
      <Box sx={{ display: 'flex', gap: 1 }}>
        <PercentGauge label="Engagement rate" value={a.engagementRate} color={theme.palette.primary.main} />
        {withBudget && (
          <PercentGauge label="Budget spent" value={spentPct} color={theme.palette.secondary.main} />
        )}
      </Box>
      <Box data-testid="places-chart">
        <Typography variant="subtitle2">Creators and places</Typography>
        <BarChart
          height={220}
          layout="horizontal"
          margin={{ left: 0, right: 24, top: 8, bottom: 0 }}
          yAxis={[{ scaleType: 'band', data: bars.map((b) => b.word), width: 84 }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[
            {
              data: bars.map((b) => b.value),
              color: theme.palette.primary.main,
              label: 'People',
            },
          ]}
          hideLegend
          borderRadius={6}
        />
      </Box>
      {withBudget && (
        <Box>
          <Typography variant="subtitle2">Spend</Typography>
          <BarChart
            height={150}
            layout="horizontal"
            margin={{ left: 0, right: 24, top: 8, bottom: 0 }}
            yAxis={[{ scaleType: 'band', data: ['Spent', 'Budget'], width: 84 }]}
            xAxis={[{ valueFormatter: (v: number | null) => `$${Math.round(v ?? 0)}`, tickNumber: 4 }]}
            series={[
              {
                data: [a.budgetSpent, a.budget],
                color: theme.palette.secondary.main,
                label: 'Dollars',
                valueFormatter: (v) => `$${moneyPlain(v ?? 0)}`,
              },
            ]}
            hideLegend
            borderRadius={6}
          />
        </Box>
      )}
    </Box>
  );
}
