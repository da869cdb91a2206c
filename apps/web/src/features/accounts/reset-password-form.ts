import { z } from 'zod';
import { changePassRequest, MSG } from '@spruik/shared';

export type ResetPasswordValues = { token: string; password: string; confirmPassword: string };

/**
 * The change-password form: 'Passwords are not the same' is told first (an issue here stops the parse), then the
 * shared rules with their messages (the reset token, the password's length).
 */
export const resetPasswordForm = z.preprocess((v: ResetPasswordValues, ctx) => {
  if (v.password !== v.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.passwordsDiffer });
  return v;
}, changePassRequest);
