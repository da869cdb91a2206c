import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import { useState } from 'react';
import type { ActivityItem } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { EmptyState } from '../../campaigns/components/empty-state';
import { ToggleTabs } from '../../campaigns/components/toggle-tabs';
import { useActivities, type ActivityList } from '../api/get-activities';
import { ActivityCard } from '../components/activity-card';
import { ActivityDialog } from '../components/activity-dialog';

function Activities({ which, onOpen }: { which: ActivityList; onOpen: (a: ActivityItem) => void }) {
  const q = useActivities(which);
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  if (!q.data)
    return (
      <>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </>
    );
  if (q.data.length === 0)
    return <EmptyState icon={<AssignmentTurnedInRounded />} text="No activity found" />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }} data-testid={`${which}-activities`}>
      {q.data.map((a) => (
        <ActivityCard key={a.id} activity={a} onOpen={() => onOpen(a)} />
      ))}
    </Box>
  );
}

/** /my_activity: Current and Previous activities with the detail dialog (docs/spec.md, Participation). */
export function MyActivityPage() {
  const [which, setWhich] = useState<ActivityList>('current');
  const [open, setOpen] = useState<ActivityItem | null>(null);
  return (
    <Page title="My Activities">
      <ToggleTabs
        label="Activity lists"
        value={which}
        onChange={setWhich}
        options={[
          { value: 'current', label: 'Current' },
          { value: 'prev', label: 'Previous' },
        ]}
      />
      <Activities key={which} which={which} onOpen={setOpen} />
      <ActivityDialog activity={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
