import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { CampaignReturn } from '@spruik/shared';
import { RETURN_WORDS } from '../return-words';

/** Return's chart (lazy-loaded with @mui/x-charts): who came, then who came back, in people. */
export default function ReturnCharts({ r }: { r: CampaignReturn }) {
  const theme = useTheme();
  const bars = [
    { word: RETURN_WORDS.participants.label, value: r.participants },
    { word: RETURN_WORDS.visited.label, value: r.visited },
    { word: 'New to you', value: r.newGuests },
    { word: 'Returning', value: r.returningGuests },
    { word: 'Back in 30 days', value: r.cameBack.days30 },
    { word: 'Back in 60 days', value: r.cameBack.days60 },
    { word: 'Back in 90 days', value: r.cameBack.days90 },
  ];
  return (
    <Box data-testid="return-chart">
      <Typography variant="subtitle2">Who came, and who came back</Typography>
      <BarChart
        height={260}
        layout="horizontal"
        margin={{ left: 0, right: 24, top: 8, bottom: 0 }}
        yAxis={[{ scaleType: 'band', data: bars.map((b) => b.word), width: 104 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[{ data: bars.map((b) => b.value), color: theme.palette.primary.main, label: 'People' }]}
        hideLegend
        borderRadius={6}
      />
    </Box>
  );
}
