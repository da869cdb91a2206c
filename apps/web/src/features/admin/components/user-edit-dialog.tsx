import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { ADMIN_LIMITS, ROLES, type AdminUserItem } from '@spruik/shared';
import { maxLength } from '../../../lib/use-field';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { FOLLOWER_FIELDS, userChanges, userForm, type UserForm, type UserFormField } from '../user-form';
import { LocationPicker } from './location-picker';
import { MembershipSelect } from './membership-select';

/** Edits what PUT /api/admin/users/{id} allows for this account's role; Save sends only what changed. */
export function UserEditDialog({ user, onClose }: { user: AdminUserItem; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [form, setForm] = useState<UserForm>(() => userForm(user));
  const [error, setError] = useState<{ field: UserFormField; message: string } | null>(null);
  const update = useUpdateAdminUser();
  const set = (patch: Partial<UserForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError(null);
  };
  const result = userChanges(user, form);
  const unchanged = result.ok && Object.keys(result.changes).length === 0;
  const save = () => {
    if (!result.ok) return setError(result);
    update.mutate({ id: user.id, changes: result.changes }, { onSuccess: onClose });
  };
  const err = (field: UserFormField) =>
    error?.field === field ? { error: true, helperText: error.message } : {};
  const isVenue = user.role === ROLES.venue;
  const coordError =
    error && (error.field === 'latitude' || error.field === 'longitude')
      ? { field: error.field, message: error.message }
      : null;
  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby="user-edit-title"
      fullWidth
      maxWidth={isVenue ? 'md' : 'sm'}
      fullScreen={phone}
    >
      <DialogTitle id="user-edit-title">
        Edit {user.details?.name || user.name}
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <FormControlLabel
          control={<Switch checked={form.isActive} onChange={(e) => set({ isActive: e.target.checked })} />}
          label={form.isActive ? 'Active' : 'Not active (cannot sign in)'}
        />
        {user.role === ROLES.customer && (
          <TextField
            select
            size="small"
            label="Level"
            value={form.level}
            onChange={(e) => set({ level: Number(e.target.value) })}
            helperText={user.legendCode ? `Referral code ${user.legendCode}` : undefined}
          >
            <MenuItem value={1}>Basic</MenuItem>
            <MenuItem value={2}>Legend</MenuItem>
          </TextField>
        )}
        {isVenue && (
          <>
            <MembershipSelect value={form.membership} onChange={(membership) => set({ membership })} />
            <TextField
              size="small"
              label="Address"
              value={form.address}
              onChange={(e) => set({ address: e.target.value })}
              {...maxLength(ADMIN_LIMITS.addressMax)}
              {...err('address')}
            />
            <LocationPicker
              value={form.coords}
              onChange={(coords) => set({ coords })}
              error={coordError}
              mapLabel={`Map for ${user.details?.name || user.name}`}
              mapHeight={260}
            />
          </>
        )}
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {FOLLOWER_FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              size="small"
              label={label}
              value={form[key]}
              onChange={(e) => set({ [key]: e.target.value })}
              placeholder="Unknown"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...err(key)}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} loading={update.isPending} disabled={unchanged}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
