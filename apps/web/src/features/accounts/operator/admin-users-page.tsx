import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUserItem } from '@spruik/shared';
import { useAdminUsers, type AdminUsersParams } from './get-admin-users';
import { PageHeader } from '../../../components/operator/page-header';
import { KeysetList } from '../../../components/operator/keyset-list';
import { SearchField } from '../../../components/operator/search-field';
import { UserEditDialog } from './user-edit-dialog';
import { roleName, UserRow } from './user-row';
import { useDebounced } from '../../../lib/use-debounced';

/**
 * /admin/users: search accounts by name, e-mail or business name; filter by role and status; edit one.
 * `?q=` starts the search (the trust flags link an account here by its e-mail); `?status=suspended` opens the
 * suspended accounts (the dashboard links there).
 */
export function AdminUsersPage() {
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [role, setRole] = useState<AdminUsersParams['role']>('');
  const [status, setStatus] = useState<AdminUsersParams['status']>(() =>
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <SearchField label="Name, e-mail or business" value={text} onChange={setText} />
        <TextField
          select
          size="small"
          label="Role"
          value={role}
          onChange={(e) => {
            setRole(e.target.value === '' ? '' : Number(e.target.value));
          }}
          sx={{ width: 140 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All roles</MenuItem>
          {[3, 2, 1, 4].map((r) => (
            <MenuItem key={r} value={r}>
              {roleName(r)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as AdminUsersParams['status']);
          }}
          sx={{ width: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Any status</MenuItem>
          <MenuItem value="active">Active</MenuItem>
          <MenuItem value="pending">Awaiting activation</MenuItem>
          <MenuItem value="suspended">Suspended</MenuItem>
        </TextField>
      </Box>
      <KeysetList query={query} items={(d) => d.users} emptyText="No accounts match.">
        {(u) => <UserRow key={u.id} user={u} onEdit={() => setEditing(u)} />}
      </KeysetList>
      {editing && <UserEditDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
