import Box from '@mui/material/Box';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useMemo, useRef } from 'react';
import { LIMITS, MSG } from '@spruik/shared';
import { feedback } from '../../lib/feedback';
import { imageUrl } from '../../lib/image-url';

const TYPES = ['image/png', 'image/jpeg'];

/**
 * A png/jpeg picker (docs/spec.md, Venues and menus: png, jpeg, jpg, up to 5 MB): `src` previews the picked file or the current
 * image, `choose` opens the file dialog, `input` is the hidden file input to render. The upload happens on save.
 */
export function useImagePicker({
  current,
  file,
  onChange,
  testId,
}: {
  current?: string | null;
  file: File | null;
  onChange: (f: File) => void;
  testId: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const src = preview || imageUrl(current);

  const pick = (f: File | undefined) => {
    if (!f) return;
    if (!TYPES.includes(f.type)) return feedback.error(MSG.imageType);
    if (f.size > LIMITS.maxImageBytes) return feedback.error(MSG.imageSize);
    onChange(f);
  };

  const input = (
    <input
      ref={ref}
      type="file"
      hidden
      accept="image/png,image/jpeg,.png,.jpg,.jpeg"
      data-testid={testId}
      onChange={(e) => {
        pick(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );
  return { src, choose: () => ref.current?.click(), input };
}

/** The dashed preview frame: the image when there is one, else an add-photo icon. */
export function ImagePreview({
  src,
  alt,
  sx,
  iconSx,
}: {
  src: string;
  alt: string;
  sx: SxProps<Theme>;
  iconSx?: SxProps<Theme>;
}) {
  return (
    <Box
      sx={[
        {
          bgcolor: 'background.default',
          border: '1px dashed',
          borderColor: 'divider',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src ? (
        <Box component="img" src={src} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <AddPhotoAlternateRounded color="disabled" sx={iconSx} />
      )}
    </Box>
  );
}
