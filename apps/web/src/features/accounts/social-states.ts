/** What a customer's social account state means, in words (profile and /campaings). */
import { atHandle, type Me, type SocialAccount } from '@spruik/shared';
import { formatCount } from '../../lib/number';

const NAMES = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' } as const;

export function socialStateText(a: SocialAccount): string {
  const name = NAMES[a.platform];
  const count = formatCount(a.followers ?? 0);
  switch (a.state) {
    case 'missing':
      return `Add your ${name} account to your profile to join ${name} campaigns.`;
    case 'unverified':
      return `Your ${name} account ${atHandle(a.platform, a.handle)} is waiting for verification by our team.`;
    case 'declined':
      return `We could not verify your ${name} account: ${a.declinedReason ?? ''}`.trim();
    case 'belowMinimum':
      return `Your ${name} account has ${count} followers; ${name} campaigns need at least ${a.minimum}.`;
    default:
      return `Verified: ${count} followers.`;
  }
}

/** Why no campaign is offered (null when one platform is verified). */
export function whyNoOffers(me: Pick<Me, 'socialAccounts'>): string[] | null {
  if (me.socialAccounts.length === 0 || me.socialAccounts.some((a) => a.state === 'verified')) return null;
  return me.socialAccounts.map(socialStateText);
}

export type VerificationNote = { severity: 'info' | 'warning'; text: string };

/**
 * The creator account's state above the profile (docs/business-rules.md "Creator verification"): waiting for
 * the operator, or declined with what to do. Null once an account is verified or when nothing is on the profile.
 */
export function verificationNote(me: Pick<Me, 'socialAccounts'>): VerificationNote | null {
  const accounts = me.socialAccounts;
  if (accounts.some((a) => a.state === 'verified')) return null;
  const declined = accounts.find((a) => a.state === 'declined');
  if (declined)
    return {
      severity: 'warning',
      text:
        `We could not verify your creator account: ${declined.declinedReason ?? ''}`.trim() +
        ' Correct the handle in Edit profile; a correction does not use up your monthly edit.',
    };
  if (accounts.some((a) => a.state === 'unverified'))
    return {
      severity: 'info',
      text:
        'Your creator account is waiting for verification. Our team checks your social accounts and ' +
        'we will message you when it is done; campaigns open to you then.',
    };
  return null;
}
