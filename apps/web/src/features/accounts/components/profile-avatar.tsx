import Avatar from '@mui/material/Avatar';
import { imageUrl } from '../../../lib/image-url';

export function ProfileAvatar({
  name,
  logo,
  size = 72,
}: {
  name?: string | null;
  logo?: string | null;
  size?: number;
}) {
  const src = imageUrl(logo);
  return (
    <Avatar
      src={src || undefined}
      alt={name ?? ''}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4, fontWeight: 800 }}
    >
      {(name ?? '?').trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}
