import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { AUDIT_SYSTEM_ACTOR, ROLES } from '@spruik/shared';
import { FilterBar, FilterSelect } from '../../../components/operator/filter-bar';
import { DayField } from '../../../components/ui/day-field';
import { useAdminUsers } from '../../accounts/operator/get-admin-users';
import { NO_AUDIT_FILTERS, type AuditFilters } from '../api/get-audit';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '../audit-diff';

/** The picked days as the page keeps them (YYYY-MM-DD, the operator's own calendar) and the target's name. */
export type AuditForm = AuditFilters & { fromDay: string; toDay: string; targetName: string };
export const EMPTY_AUDIT_FORM: AuditForm = { ...NO_AUDIT_FILTERS, fromDay: '', toDay: '', targetName: '' };

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * The audit log's filters: who (an operator, or System), what (an action), about what (a kind of target; a
 * single one is picked from a row and shows as a chip) and when (from and to, whole days in the operator's own
 * calendar, both included; day/month/year).
 */
export function AuditFilterBar({ form, onChange }: { form: AuditForm; onChange: (form: AuditForm) => void }) {
  const admins = useAdminUsers({ role: ROLES.admin }).data?.pages.flatMap((p) => p.users) ?? [];
  const set = (patch: Partial<AuditForm>) => onChange({ ...form, ...patch });
  const any = JSON.stringify(form) !== JSON.stringify(EMPTY_AUDIT_FORM);
  return (
    <FilterBar alignCenter>
      <FilterSelect
        label="Who"
        value={form.actor}
        onChange={(actor) => set({ actor })}
        options={[
          { value: '', label: 'Anyone' },
          { value: AUDIT_SYSTEM_ACTOR, label: 'System' },
          ...admins.map((a) => ({ value: a.id, label: a.name })),
        ]}
        sx={{ flex: '1 1 150px', maxWidth: 220 }}
      />
      <FilterSelect
        label="Action"
        value={form.action}
        onChange={(action) => set({ action })}
        options={[{ value: '', label: 'Any action' }, ...optionsOf(AUDIT_ACTIONS)]}
        sx={{ flex: '1 1 180px', maxWidth: 260 }}
      />
      <FilterSelect
        label="About"
        value={form.targetType}
        onChange={(targetType) => set({ targetType, targetId: '', targetName: '' })}
        options={[{ value: '', label: 'Anything' }, ...optionsOf(AUDIT_TARGETS)]}
        sx={{ flex: '1 1 150px', maxWidth: 200 }}
      />
      <DayField label="From" value={form.fromDay} onChange={(fromDay) => set({ fromDay })} />
      <DayField label="To" value={form.toDay} onChange={(toDay) => set({ toDay })} />
      {form.targetId && (
        <Chip
          label={`Only: ${form.targetName || form.targetId.slice(0, 8)}`}
          onDelete={() => set({ targetId: '', targetName: '' })}
          data-testid="audit-target-filter"
          sx={{ maxWidth: '100%' }}
        />
      )}
      {any && (
        <Button size="small" onClick={() => onChange(EMPTY_AUDIT_FORM)}>
          Clear filters
        </Button>
      )}
    </FilterBar>
  );
}
