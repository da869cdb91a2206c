import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { MSG } from '@spruik/shared';
import { submitForm } from '../../lib/form-testing';
import { resetPasswordForm } from './reset-password-form';

const submit = (token: string, password: string, confirmPassword: string) =>
  submitForm(zodResolver(resetPasswordForm), { token, password, confirmPassword });

describe('the change-password form', () => {
  it("says 'Passwords are not the same' before anything else", async () => {
    const r = await submit('', 'abc', 'abd');
    expect(r).toMatchObject({ message: MSG.passwordsDiffer, at: ['confirmPassword'] });
  });
  it('then the shared rules: the password length, the reset link', async () => {
    expect((await submit('t0ken', 'abc', 'abc')).message).toBe(MSG.passwordShort);
    expect((await submit('', 'password1', 'password1')).message).toBe(MSG.resetInvalid);
  });
  it('sends the token and the password when both agree', async () => {
    const r = await submit('t0ken', 'password1', 'password1');
    expect(r.message).toBeNull();
    expect(r.sent).toMatchObject({ token: 't0ken', password: 'password1' });
  });
});
