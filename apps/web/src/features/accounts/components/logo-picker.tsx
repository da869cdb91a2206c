import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ImagePreview, useImagePicker } from '../../../components/ui/image-picker';

/** Picks a png/jpeg logo (docs/spec.md, Venues and menus: png or jpeg) and previews it; the upload happens on save. */
export function LogoPicker({
  current,
  file,
  onChange,
  lockedHint,
}: {
  current?: string | null;
  file: File | null;
  onChange: (f: File | null) => void;
  /** Set while the profile is locked: the button is off and this says until when. */
  lockedHint?: string;
}) {
  const { src, choose, input } = useImagePicker({ current, file, onChange, testId: 'logo-input' });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <ImagePreview
        src={src}
        alt="Logo preview"
        sx={{ width: 72, height: 72, borderRadius: '12px', flexShrink: 0 }}
      />
      <Box>
        <Button variant="outlined" size="small" onClick={choose} disabled={!!lockedHint}>
          {src ? 'Change logo' : 'Upload logo'}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {lockedHint ?? (file ? file.name : 'PNG or JPEG, up to 5 MB')}
        </Typography>
        {input}
      </Box>
    </Box>
  );
}
