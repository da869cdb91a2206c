/** What each campaign type asks the creator to do (the dialog's instruction and its buttons). */
import type { ActivityItem } from '@spruik/shared';
import { ownerAccount, platformLabel } from '../campaigns/campaign-display';
import { CAMPAIGN_TYPE } from '@spruik/shared';

export type ActivityAction = {
  /** What to do, in a sentence. */
  instruction: string;
  /** The button that opens the link or the account, when there is one. */
  open: { label: string; href: string } | null;
  /** The submit button's text. */
  submitLabel: string;
};

export function activityAction(a: ActivityItem): ActivityAction {
  const c = a.campaign;
  const account = ownerAccount(c.owner, c.platform);
  const platform = platformLabel(c.platform);
  const tag = account.handle ? ` and tag ${account.handle}` : '';
  const link = c.link ? { href: c.link } : null;
  switch (c.type) {
    case CAMPAIGN_TYPE.increaseClick:
      return {
        instruction: 'Open the link and have a look around, then tell us you are done.',
        open: link && { label: 'Open the link', ...link },
        submitLabel: 'Done',
      };
    case CAMPAIGN_TYPE.increaseFollowers:
      return {
        instruction: `Follow ${account.handle || c.owner.name} on ${platform}, then tell us you did.`,
        open: account.url ? { label: 'Follow the account', href: account.url } : null,
        submitLabel: 'I followed',
      };
    case CAMPAIGN_TYPE.increaseView:
      return {
        instruction: 'Watch the video to the end, then tell us you are done.',
        open: link && { label: 'Watch', ...link },
        submitLabel: 'Done',
      };
    case CAMPAIGN_TYPE.createContent:
      return {
        instruction: `Create your own post about ${c.owner.name} on ${platform}${tag}, then send us its link.`,
        open: link && { label: 'Open the material', ...link },
        submitLabel: 'Submit',
      };
    case CAMPAIGN_TYPE.shareOnSocialMedia:
      return {
        instruction: `Share the post on your ${platform}${tag}, then send us the link to your share.`,
        open: link && { label: 'Open the post', ...link },
        submitLabel: 'Submit',
      };
    default:
      return {
        instruction: `Visit ${c.owner.name}, post about it on ${platform}${tag}, then send us the link to your post.`,
        open: link && { label: 'Open the link', ...link },
        submitLabel: 'Submit',
      };
  }
}
