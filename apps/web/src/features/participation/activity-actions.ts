/** What each campaign type asks the creator to do (the dialog's instruction and its buttons). */
import type { ActivityItem } from '@spruik/shared';
import { ownerAccount, platformLabel } from '../campaigns/campaign-display';

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
    case 1:
      return {
        instruction: 'Open the link and have a look around, then tell us you are done.',
        open: link && { label: 'Open the link', ...link },
        submitLabel: 'Done',
      };
    case 2:
      return {
        instruction: `Follow ${account.handle || c.owner.name} on ${platform}, then tell us you did.`,
        open: account.url ? { label: 'Follow the account', href: account.url } : null,
        submitLabel: 'I followed',
      };
    case 3:
      return {
        instruction: 'Watch the video to the end, then tell us you are done.',
        open: link && { label: 'Watch', ...link },
        submitLabel: 'Done',
      };
    case 4:
      return {
        instruction: `Create your own post about ${c.owner.name} on ${platform}${tag}, then send us its link.`,
        open: link && { label: 'Open the material', ...link },
        submitLabel: 'Submit',
      };
    case 5:
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
