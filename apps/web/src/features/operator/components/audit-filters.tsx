import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_SYSTEM_ACTOR, ROLES } from '@spruik/shared';
import { DayField } from '../../../components/ui/day-field';
import { useAdminUsers } from '../../accounts/operator/get-admin-users';
import { NO_AUDIT_FILTERS, type AuditFilters } from '../api/get-audit';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '../audit-diff';

/** The picked days as the page keeps them (YYYY-MM-DD, the operator's own calendar) and the target's name. */
export type AuditForm = AuditFilters & { fromDay: string; toDay: string; targetName: string };
export const EMPTY_AUDIT_FORM: AuditForm = { ...NO_AUDIT_FILTERS, fromDay: '', toDay: '', targetName: '' };

const selectProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Who"
        value={form.actor}
        onChange={(e) => set({ actor: e.target.value })}
        sx={{ flex: '1 1 150px', maxWidth: 220 }}
        slotProps={selectProps}
      >
        <MenuItem value="">Anyone</MenuItem>
        <MenuItem value={AUDIT_SYSTEM_ACTOR}>System</MenuItem>
        {admins.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Action"
        value={form.action}
        onChange={(e) => set({ action: e.target.value })}
        sx={{ flex: '1 1 180px', maxWidth: 260 }}
        slotProps={selectProps}
      >
        <MenuItem value="">Any action</MenuItem>
        {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="About"
        value={form.targetType}
        onChange={(e) => set({ targetType: e.target.value, targetId: '', targetName: '' })}
        sx={{ flex: '1 1 150px', maxWidth: 200 }}
        slotProps={selectProps}
      >
        <MenuItem value="">Anything</MenuItem>
        {Object.entries(AUDIT_TARGETS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
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
    </Box>
  );
}
