import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUserItem } from '@spruik/shared';
import { useAdminUsers, type AdminUsersParams } from './get-admin-users';
import { FilterBar, FilterSelect, type FilterOption } from '../../../components/operator/filter-bar';
import { PageHeader } from '../../../components/operator/page-header';
import { KeysetList } from '../../../components/operator/keyset-list';
import { SearchField } from '../../../components/operator/search-field';
import { UserEditDialog } from './user-edit-dialog';
import { roleName, UserRow } from './user-row';
import { useDebounced } from '../../../lib/use-debounced';

type Role = NonNullable<AdminUsersParams['role']>;
type Status = NonNullable<AdminUsersParams['status']>;

const ROLE_OPTIONS: Array<FilterOption<Role>> = [
  { value: '', label: 'All roles' },
  ...[3, 2, 1, 4].map((r) => ({ value: r, label: roleName(r) })),
];
const STATUSES: Array<FilterOption<Status>> = [
  { value: '', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Awaiting activation' },
  { value: 'suspended', label: 'Suspended' },
];

/**
 * /admin/users: search accounts by name, e-mail or business name; filter by role and status; edit one.
 * `?q=` starts the search (the trust flags link an account here by its e-mail); `?status=suspended` opens the
 * suspended accounts (the dashboard links there).
 */
export function AdminUsersPage() {
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [role, setRole] = useState<Role>('');
  const [status, setStatus] = useState<Status>(() =>
    params.get('status') === 'suspended' ? 'suspended' : '',
  );
  const [editing, setEditing] = useState<AdminUserItem | null>(null);
  const q = useDebounced(text.trim());
  const query = useAdminUsers({ q, role, status });
  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Activate or switch off accounts, set levels, memberships and follower counts."
      />
      <FilterBar>
        <SearchField label="Name, e-mail or business" value={text} onChange={setText} />
        <FilterSelect
          label="Role"
          value={role}
          onChange={setRole}
          options={ROLE_OPTIONS}
          sx={{ width: 140 }}
        />
        <FilterSelect
          label="Status"
          value={status}
          onChange={setStatus}
          options={STATUSES}
          sx={{ width: 180 }}
        />
      </FilterBar>
      <KeysetList query={query} items={(d) => d.users} emptyText="No accounts match.">
        {(u) => <UserRow key={u.id} user={u} onEdit={() => setEditing(u)} />}
      </KeysetList>
      {editing && <UserEditDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
