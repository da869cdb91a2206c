import { useTheme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { LIMITS } from '@spruik/shared';

/** The radial 0-100 energy gauge (docs/spec.md, Quiz and energy), red when too low to join a campaign. */
export default function EnergyGauge({ energy }: { energy: number }) {
  const theme = useTheme();
  const low = energy < LIMITS.energyPerAccept;
  return (
    <Gauge
      value={energy}
      valueMin={0}
      valueMax={LIMITS.energyMax}
      startAngle={-120}
      endAngle={120}
      height={220}
      innerRadius="76%"
      outerRadius="100%"
      cornerRadius="50%"
      text={({ value }) => `${value ?? 0}%`}
      aria-label={`Energy ${energy} of ${LIMITS.energyMax}`}
      data-testid="energy-gauge"
      sx={{
        [`& .${gaugeClasses.valueText}`]: { fontSize: 44, fontWeight: 800 },
        [`& .${gaugeClasses.valueText} text`]: { fill: theme.palette.text.primary },
        [`& .${gaugeClasses.valueArc}`]: {
          fill: low ? theme.palette.error.main : theme.palette.primary.main,
        },
        [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.divider },
      }}
    />
  );
}
