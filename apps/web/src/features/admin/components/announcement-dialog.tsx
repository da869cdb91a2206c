import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ADMIN_LIMITS, ADMIN_MSG, isValidLink, type AdminAnnouncement } from '@spruik/shared';
import { maxLength } from '../../../lib/use-field';
import { useSaveAnnouncement } from '../api/save-announcement';
import { BannerImagePicker } from './banner-image-picker';

/** Create (announcement undefined) or edit a banner: its image and optional link. */
export function AnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement?: AdminAnnouncement;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState(announcement?.link?.replace(/^https:\/\//, '') ?? '');
  const [error, setError] = useState<{ field: 'image' | 'link'; message: string } | null>(null);
  const save = useSaveAnnouncement();
  const submit = () => {
    if (!announcement && !file)
      return setError({ field: 'image', message: ADMIN_MSG.announcementImageRequired });
    if (link.trim() && !isValidLink(link.trim()))
      return setError({ field: 'link', message: ADMIN_MSG.linkInvalid });
    save.mutate({ id: announcement?.id, file, link }, { onSuccess: onClose });
  };
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
            setFile(f);
            setError(null);
          }}
        />
        {error?.field === 'image' && (
          <Typography variant="caption" color="error" role="alert" sx={{ mt: -1.5 }}>
            {error.message}
          </Typography>
        )}
        <TextField
          label="Link (optional)"
          value={link}
          onChange={(e) => {
            setLink(e.target.value);
            setError(null);
          }}
          placeholder="spruik.app/news"
          error={error?.field === 'link'}
          helperText={error?.field === 'link' ? error.message : 'Opens in a new tab from the banner.'}
          {...maxLength(ADMIN_LIMITS.linkMax)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
