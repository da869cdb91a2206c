import AdsClickRounded from '@mui/icons-material/AdsClickRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const ICONS = {
  1: AdsClickRounded,
  2: PersonAddAlt1Rounded,
  3: PlayCircleRounded,
  4: PhotoCameraRounded,
  5: ShareRounded,
  6: SavingsRounded,
  7: LocalOfferRounded,
} as const;

/** One icon per campaign type. */
export function TypeIcon({ type, ...props }: { type: number } & Omit<SvgIconProps, 'type'>) {
  const Icon = ICONS[type as keyof typeof ICONS] ?? AdsClickRounded;
  return <Icon {...props} />;
}
