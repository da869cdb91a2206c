import { useState } from 'react';
import { localDayStart } from '../../../lib/date';
import { useAudit, type AuditFilters } from '../api/get-audit';
import { AuditEntryRow } from '../components/audit-entry';
import { AuditFilterBar, EMPTY_AUDIT_FORM, type AuditForm } from '../components/audit-filters';
import { KeysetList } from '../../../components/operator/keyset-list';
import { PageHeader } from '../../../components/operator/page-header';

/** The form as the server's filters: the picked days become instants of the operator's own calendar. */
function filtersOf(f: AuditForm): AuditFilters {
  return {
    actor: f.actor,
    action: f.action,
    targetType: f.targetType,
    targetId: f.targetId,
    from: localDayStart(f.fromDay) ?? '',
    to: localDayStart(f.toDay, 1) ?? '',
  };
}

/**
 * /admin/audit: every change an operator made and what the platform did by itself (System: settlements, the
 * 72-hour rules, scheduled jobs), newest first, as it scrolls; filtered by who, action, target and days. A row's
 * actor or target narrows the list to it.
 */
export function AdminAuditPage() {
  const [form, setForm] = useState<AuditForm>(EMPTY_AUDIT_FORM);
  const filters = filtersOf(form);
  const query = useAudit(filters);
  const filtered = JSON.stringify(form) !== JSON.stringify(EMPTY_AUDIT_FORM);
  return (
    <>
      <PageHeader
        title="Audit log"
        subtitle="Every change an operator made, and what the platform did by itself, newest first."
      />
      <AuditFilterBar form={form} onChange={setForm} />
      <KeysetList
        query={query}
        items={(d) => d.entries}
        emptyText={filtered ? 'Nothing matches these filters.' : 'Nothing has been changed yet.'}
      >
        {(e) => (
          <AuditEntryRow
            key={e.id}
            entry={e}
            onActor={(actor) => setForm({ ...form, actor })}
            onTarget={() =>
              e.targetId &&
              setForm({
                ...form,
                targetType: e.targetType,
                targetId: e.targetId,
                targetName: e.targetName ?? '',
              })
            }
          />
        )}
      </KeysetList>
    </>
  );
}
