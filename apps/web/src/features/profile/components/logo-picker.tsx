import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import { useEffect, useMemo, useRef } from 'react';
import { LIMITS, MSG } from '@spruik/shared';
import { feedback } from '../../../lib/feedback';
import { imageUrl } from '../../../lib/image-url';

const TYPES = ['image/png', 'image/jpeg'];

/** Picks a png/jpeg logo (SPEC.md: png, jpeg, jpg) and previews it; the upload happens on save. */
export function LogoPicker({
  current,
  file,
  onChange,
}: {
  current?: string | null;
  file: File | null;
  onChange: (f: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const src = preview || imageUrl(current);

  const pick = (f: File | undefined) => {
    if (!f) return;
    if (!TYPES.includes(f.type)) return feedback.error(MSG.imageType);
    if (f.size > LIMITS.maxImageBytes) return feedback.error(MSG.imageSize);
    onChange(f);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box
        sx={{
          width: 72,
          height: 72,
          borderRadius: '12px',
          bgcolor: 'background.default',
          border: '1px dashed',
          borderColor: 'divider',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        {src ? (
          <Box
            component="img"
            src={src}
            alt="Logo preview"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <AddPhotoAlternateRounded color="disabled" />
        )}
      </Box>
      <Box>
        <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
          {src ? 'Change logo' : 'Upload logo'}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {file ? file.name : 'PNG or JPEG, up to 5 MB'}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          data-testid="logo-input"
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Box>
    </Box>
  );
}
