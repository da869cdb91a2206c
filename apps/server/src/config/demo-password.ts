/** The demo accounts' published password: the seed uses it outside production, and production refuses it. */
export const DEMO_PASSWORD = 'Password123!';

/**
 * Every password printed in the README (today only the demo password). Production refuses to start while an
 * account holds one, and refuses them as a new password (sign-up, reset, ADMIN_PASSWORD, `npm run admin`).
 */
export const PUBLISHED_PASSWORDS: readonly string[] = [DEMO_PASSWORD];

/** A new password that is a published one, in any letter case (a stricter test than the stored hash allows). */
export const isPublishedPassword = (password: string) =>
  PUBLISHED_PASSWORDS.some((p) => p.toLowerCase() === password.toLowerCase());
