import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@spruik/shared';
import { ImagePreview, useImagePicker } from '../../../components/ui/image-picker';

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
  const { src, choose, input } = useImagePicker({ current, file, onChange, testId: 'banner-input' });
  return (
    <Box>
      <ImagePreview
        src={src}
        alt="Banner preview"
        sx={{ height: LIMITS.bannerHeight, borderRadius: '14px' }}
        iconSx={{ fontSize: 48 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
        <Button variant="outlined" size="small" onClick={choose}>
          {src ? 'Change image' : 'Choose image'}
        </Button>
        <Typography variant="caption" color="text.secondary" noWrap>
          {file ? file.name : 'PNG or JPEG, up to 5 MB'}
        </Typography>
        {input}
      </Box>
    </Box>
  );
}
