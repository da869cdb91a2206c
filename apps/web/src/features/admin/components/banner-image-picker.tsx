import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import { useEffect, useMemo, useRef } from 'react';
import { LIMITS, MSG } from '@spruik/shared';
import { feedback } from '../../../lib/feedback';
import { imageUrl } from '../../../lib/image-url';

const TYPES = ['image/png', 'image/jpeg'];

/** Picks a png/jpeg banner and previews it at the homes' banner height; the upload happens on save. */
export function BannerImagePicker({
  current,
  file,
  onChange,
}: {
  current?: string | null;
  file: File | null;
  onChange: (f: File) => void;
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
    <Box>
      <Box
        sx={{
          height: LIMITS.bannerHeight,
          borderRadius: '14px',
          bgcolor: 'background.default',
          border: '1px dashed',
          borderColor: 'divider',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {src ? (
          <Box
            component="img"
            src={src}
            alt="Banner preview"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <AddPhotoAlternateRounded color="disabled" sx={{ fontSize: 48 }} />
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
        <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
          {src ? 'Change image' : 'Choose image'}
        </Button>
        <Typography variant="caption" color="text.secondary" noWrap>
          {file ? file.name : 'PNG or JPEG, up to 5 MB'}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          data-testid="banner-input"
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Box>
    </Box>
  );
}
