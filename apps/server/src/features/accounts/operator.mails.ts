import { membershipName, PRODUCT_NAME } from '@spruik/shared';
import type { Mail } from '../../lib/mail';

export const venueLiveMail = (
  to: string,
  venueName: string,
  membership: number,
  publicUrl: string,
): Mail => ({
  to,
  subject: `Your venue is live on ${PRODUCT_NAME}`,
  text:
    `Good news: ${venueName} is now live on ${PRODUCT_NAME} with ${membershipName(membership)} membership.\n\n` +
    `Sign in at ${publicUrl}/signin to set up your menu and start your first campaign.`,
});
