import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import { Dialog } from '../../../components/ui/dialog';
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
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ADMIN_LIMITS, ROLES, type AdminUserItem } from '@spruik/shared';
import { fieldProps, maxLength } from '../../../lib/use-field';
import { useUpdateAdminUser } from './update-admin-user';
import { coordinateError } from './coordinates';
import { formatDateTime } from '../../../lib/date';
import { FOLLOWER_FIELDS, toUserUpdate, userEditForm, userForm } from './user-form';
import { LocationPicker } from './location-picker';
import { MembershipSelect } from './membership-select';

/** Edits what PUT /api/admin/users/{id} allows for this account's role; Save sends only what changed. */
export function UserEditDialog({ user, onClose }: { user: AdminUserItem; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const update = useUpdateAdminUser();
  const form = useForm({ defaultValues: userForm(user), resolver: zodResolver(userEditForm(user)) });
  const values = form.watch();
  const unchanged = Object.keys(toUserUpdate(user, values)).length === 0;
  const save = form.handleSubmit((changes) =>
    update.mutate({ id: user.id, changes }, { onSuccess: onClose }),
  );
  const isVenue = user.role === ROLES.venue;
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
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={field.value ? 'Active' : 'Not active (cannot sign in)'}
            />
          )}
        />
        {user.suspension && (
          <Alert severity="warning" data-testid="suspension-reason">
            Suspended since {formatDateTime(user.suspension.at)}: {user.suspension.reason} Switch it on and
            save only once you have reviewed this.
          </Alert>
        )}
        {user.role === ROLES.customer && (
          <Controller
            control={form.control}
            name="level"
            render={({ field }) => (
              <TextField
                select
                size="small"
                label="Level"
                value={field.value}
                onChange={(e) => field.onChange(Number(e.target.value))}
                helperText={user.legendCode ? `Referral code ${user.legendCode}` : undefined}
              >
                <MenuItem value={1}>Basic</MenuItem>
                <MenuItem value={2}>Legend</MenuItem>
              </TextField>
            )}
          />
        )}
        {isVenue && (
          <>
            <Controller
              control={form.control}
              name="membership"
              render={({ field }) => <MembershipSelect value={field.value} onChange={field.onChange} />}
            />
            <TextField
              size="small"
              label="Address"
              {...fieldProps(form, 'address')}
              {...maxLength(ADMIN_LIMITS.addressMax)}
            />
            <LocationPicker
              value={values.coords}
              onChange={(coords) => {
                form.setValue('coords', coords);
                form.clearErrors();
              }}
              error={coordinateError(form.formState.errors)}
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
              placeholder="Unknown"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...fieldProps(form, key)}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          loading={update.isPending}
          disabled={unchanged}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
