import { PRODUCT_NAME, LIMITS } from '@spruik/shared';
import type { Mail } from '../../lib/mail';

export const codeMail = (to: string, code: string): Mail => ({
  to,
  subject: `Your ${PRODUCT_NAME} verification code: ${code}`,
  text: `Your ${PRODUCT_NAME} verification code is ${code}.\n\nIt is valid for ${LIMITS.codeValidMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
});

export const resetMail = (to: string, link: string): Mail => ({
  to,
  subject: `Reset your ${PRODUCT_NAME} password`,
  text: `Open this link to choose a new password:\n\n${link}\n\nThe link works once and for ${LIMITS.resetValidMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
});

/** What /api/verify mails a registered address instead of a code (the answer on screen is the same). */
export const accountExistsMail = (to: string, publicUrl: string): Mail => ({
  to,
  subject: `You already have a ${PRODUCT_NAME} account`,
  text: `Someone asked to sign up to ${PRODUCT_NAME} with this e-mail address, but you already have an account.\n\nSign in at ${publicUrl}/signin. If you forgot your password, choose a new one at ${publicUrl}/forget_password.\n\nIf you did not ask for this, ignore this e-mail.`,
});
