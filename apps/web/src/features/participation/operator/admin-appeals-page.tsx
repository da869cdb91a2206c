import { useState } from 'react';
import type { AdminAppealItem } from '@spruik/shared';
import { useDecideAppeal } from './decide-appeal';
import { useAdminAppeals, type AppealFilter } from './get-admin-appeals';
import { AppealCard } from './appeal-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { KeysetList } from '../../../components/operator/keyset-list';
import { PageHeader } from '../../../components/operator/page-header';
import { CARD_GRID, StatusTabs, tabOf, type StatusTab } from '../../../components/operator/status-tabs';

const FILTERS: Array<StatusTab<AppealFilter>> = [
  { value: 'open', label: 'Open', empty: 'No appeals are waiting.' },
  { value: 'decided', label: 'Decided', empty: 'No appeals decided yet.' },
];

type Decision = { appeal: AdminAppealItem; overturn: boolean };

/**
 * /admin/appeals: rejected creators' appeals, oldest first. The operator reads the proof, the
 * owner's rejection and the note, then upholds the rejection or overturns it (paid as an approval would).
 */
export function AdminAppealsPage() {
  const [status, setStatus] = useState<AppealFilter>('open');
  const [decision, setDecision] = useState<Decision | null>(null);
  const query = useAdminAppeals(status);
  const decide = useDecideAppeal();
  const filter = tabOf(FILTERS, status);
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
      <StatusTabs tabs={FILTERS} value={status} onChange={setStatus} />
      <KeysetList query={query} items={(d) => d.appeals} emptyText={filter.empty} listSx={CARD_GRID}>
        {(p) => (
          <AppealCard
            key={p.id}
            appeal={p}
            pending={decide.isPending}
            onDecide={(overturn) => setDecision({ appeal: p, overturn })}
          />
        )}
      </KeysetList>
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
