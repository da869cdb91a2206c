import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import type { AdminAppealItem } from '@spruik/shared';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel';
import { useDecideAppeal } from '../api/decide-appeal';
import { useAdminAppeals, type AppealFilter } from '../api/get-admin-appeals';
import { AppealCard } from '../components/appeal-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyNote } from '../components/empty-note';
import { PageHeader } from '../components/page-header';
import { QueryState } from '../components/query-state';

const FILTERS: Array<{ value: AppealFilter; label: string; empty: string }> = [
  { value: 'open', label: 'Open', empty: 'No appeals are waiting.' },
  { value: 'decided', label: 'Decided', empty: 'No appeals decided yet.' },
];

type Decision = { appeal: AdminAppealItem; overturn: boolean };

/**
 * /admin/appeals (issue 14): rejected creators' appeals, oldest first. The operator reads the proof, the
 * owner's rejection and the note, then upholds the rejection or overturns it (paid as an approval would).
 */
export function AdminAppealsPage() {
  const [status, setStatus] = useState<AppealFilter>('open');
  const [decision, setDecision] = useState<Decision | null>(null);
  const query = useAdminAppeals(status);
  const decide = useDecideAppeal();
  const filter = FILTERS.find((f) => f.value === status) ?? FILTERS[0];
  const confirm = () => {
    if (!decision) return;
    decide.mutate(
      { id: decision.appeal.id, overturn: decision.overturn },
      { onSettled: () => setDecision(null) },
    );
  };
  return (
    <>
      <PageHeader
        title="Appeals"
        subtitle="Creators whose work an owner rejected. Overturning pays them as an approval would."
      />
      <Tabs
        value={FILTERS.indexOf(filter)}
        onChange={(_, i: number) => setStatus(FILTERS[i].value)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: 0, px: 2 } }}
      >
        {FILTERS.map((f) => (
          <Tab key={f.label} label={f.label} />
        ))}
      </Tabs>
      <QueryState query={query}>
        {(data) =>
          data.pages[0].appeals.length === 0 ? (
            <EmptyNote text={filter.empty} />
          ) : (
            <>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
                }}
              >
                {data.pages
                  .flatMap((page) => page.appeals)
                  .map((p) => (
                    <AppealCard
                      key={p.id}
                      appeal={p}
                      pending={decide.isPending}
                      onDecide={(overturn) => setDecision({ appeal: p, overturn })}
                    />
                  ))}
              </Box>
              <InfiniteSentinel
                hasMore={query.hasNextPage}
                loading={query.isFetchingNextPage}
                onMore={() => void query.fetchNextPage()}
              />
            </>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={!!decision}
        title={decision?.overturn ? 'Overturn the rejection?' : 'Uphold the rejection?'}
        confirmLabel={decision?.overturn ? 'Overturn and pay' : 'Uphold'}
        color={decision?.overturn ? 'success' : 'primary'}
        busy={decide.isPending}
        onConfirm={confirm}
        onClose={() => setDecision(null)}
      >
        {decision?.overturn
          ? `${decision.appeal.creator.name} is paid for "${decision.appeal.campaign.title}" as an approval would pay. This cannot be undone.`
          : `The rejection of ${decision?.appeal.creator.name ?? ''} stands. This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
