import AdsClickRounded from '@mui/icons-material/AdsClickRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { CAMPAIGN_TYPE } from '@spruik/shared';

const ICONS = {
  [CAMPAIGN_TYPE.increaseClick]: AdsClickRounded,
  [CAMPAIGN_TYPE.increaseFollowers]: PersonAddAlt1Rounded,
  [CAMPAIGN_TYPE.increaseView]: PlayCircleRounded,
  [CAMPAIGN_TYPE.createContent]: PhotoCameraRounded,
  [CAMPAIGN_TYPE.shareOnSocialMedia]: ShareRounded,
  [CAMPAIGN_TYPE.credit]: SavingsRounded,
  [CAMPAIGN_TYPE.voucher]: LocalOfferRounded,
} as const;

/** One icon per campaign type. */
export function TypeIcon({ type, ...props }: { type: number } & Omit<SvgIconProps, 'type'>) {
  const Icon = ICONS[type as keyof typeof ICONS] ?? AdsClickRounded;
  return <Icon {...props} />;
}
