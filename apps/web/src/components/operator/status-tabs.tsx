import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SxProps, Theme } from '@mui/material/styles';

/** One tab of a queue page: the filter value it selects, its label and what the list says when it is empty. */
export type StatusTab<V> = { value: V; label: string; empty: string };

/** The tab of `value` (the first when none matches). */
export const tabOf = <V,>(tabs: Array<StatusTab<V>>, value: V) =>
  tabs.find((t) => t.value === value) ?? tabs[0];

/** A queue's cards side by side on wide screens, one column on a phone (withdrawals, appeals). */
export const CARD_GRID: SxProps<Theme> = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
};

/** The status tabs above a queue (Pending / Paid / …), scrollable on a narrow phone. */
export function StatusTabs<V>({
  tabs,
  value,
  onChange,
}: {
  tabs: Array<StatusTab<V>>;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <Tabs
      value={tabs.indexOf(tabOf(tabs, value))}
      onChange={(_, i: number) => onChange(tabs[i].value)}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: 0, px: 2 } }}
    >
      {tabs.map((t) => (
        <Tab key={t.label} label={t.label} />
      ))}
    </Tabs>
  );
}
