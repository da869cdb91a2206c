import { useAudit } from '../api/get-audit';
import { AuditEntryRow } from '../components/audit-entry';
import { KeysetList } from '../components/keyset-list';
import { PageHeader } from '../components/page-header';

/** /admin/audit: every operator change (who, what, when, target, before → after), newest first, as it scrolls. */
export function AdminAuditPage() {
  const query = useAudit();
  return (
    <>
      <PageHeader title="Audit log" subtitle="Every change an operator made, newest first." />
      <KeysetList query={query} items={(d) => d.entries} emptyText="Nothing has been changed yet.">
        {(e) => <AuditEntryRow key={e.id} entry={e} />}
      </KeysetList>
    </>
  );
}
