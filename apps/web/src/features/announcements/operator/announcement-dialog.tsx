import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ADMIN_LIMITS,
  ADMIN_MSG,
  announcementUpdateRequest,
  ROLES,
  type AdminAnnouncement,
} from '@spruik/shared';
import { z } from 'zod';
import { fieldProps, maxLength } from '../../../lib/use-field';
import { useSaveAnnouncement } from './save-announcement';
import { BannerImagePicker } from './banner-image-picker';

type AnnouncementValues = { file: File | null; link: string; roles: number[] };

/** The roles a banner can go to, as the operator reads them. */
export const AUDIENCES = [
  { role: ROLES.customer, label: 'Customers' },
  { role: ROLES.business, label: 'Businesses' },
  { role: ROLES.venue, label: 'Venues' },
];

/**
 * A new banner needs a picked image (it is uploaded on Save, so the form checks the pick); the link is checked
 * by the shared schema of the request.
 */
const announcementForm = (isNew: boolean) =>
  z.preprocess((v: AnnouncementValues, ctx) => {
    if (isNew && !v.file)
      ctx.addIssue({ code: 'custom', path: ['file'], message: ADMIN_MSG.announcementImageRequired });
    return { link: v.link, roles: v.roles };
  }, announcementUpdateRequest);

/** Create (announcement undefined) or edit a banner: its image and optional link. */
export function AnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement?: AdminAnnouncement;
  onClose: () => void;
}) {
  const save = useSaveAnnouncement();
  const form = useForm({
    defaultValues: {
      file: null,
      link: announcement?.link?.replace(/^https:\/\//, '') ?? '',
      roles: announcement?.roles ?? AUDIENCES.map((a) => a.role),
    },
    // raw: the save uploads the picked file and sends the link as typed.
    resolver: zodResolver(announcementForm(!announcement), undefined, { raw: true }),
  });
  const file = form.watch('file');
  const imageError = form.formState.errors.file?.message;
  const link = fieldProps(form, 'link');
  const roles = form.watch('roles');
  const rolesError = form.formState.errors.roles?.message;
  const toggle = (role: number, on: boolean) => {
    form.setValue('roles', on ? [...roles, role].sort() : roles.filter((r) => r !== role));
    form.clearErrors('roles');
  };
  const submit = form.handleSubmit((v) =>
    save.mutate({ id: announcement?.id, file: v.file, link: v.link, roles: v.roles }, { onSuccess: onClose }),
  );
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby="announcement-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="announcement-title">
        {announcement ? 'Edit announcement' : 'New announcement'}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <BannerImagePicker
          current={announcement?.imageUrl}
          file={file}
          onChange={(f) => {
            form.setValue('file', f);
            form.clearErrors('file');
          }}
        />
        {imageError && (
          <Typography variant="caption" color="error" role="alert" sx={{ mt: -1.5 }}>
            {imageError}
          </Typography>
        )}
        <TextField
          label="Link (optional)"
          placeholder="spruik.app/news"
          {...link}
          helperText={link.helperText ?? 'Opens in a new tab from the banner.'}
          {...maxLength(ADMIN_LIMITS.linkMax)}
        />
        <FormControl component="fieldset" error={!!rolesError}>
          <FormLabel component="legend">Shown to</FormLabel>
          <FormGroup row>
            {AUDIENCES.map((a) => (
              <FormControlLabel
                key={a.role}
                label={a.label}
                control={
                  <Checkbox
                    checked={roles.includes(a.role)}
                    onChange={(e) => toggle(a.role, e.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
          {rolesError && <FormHelperText role="alert">{rolesError}</FormHelperText>}
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
