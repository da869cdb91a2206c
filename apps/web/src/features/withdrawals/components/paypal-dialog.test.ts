import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { paypalConfirmRequest, PAYOUT_MSG } from '@spruik/shared';
import { submitForm } from '../../../lib/form-testing';
import { paypalEmailForm } from './paypal-dialog';

describe('the PayPal dialog (zodResolver over the shared payout account schemas)', () => {
  it('asks for an e-mail, then a valid one', async () => {
    const empty = await submitForm(zodResolver(paypalEmailForm), { email: '' });
    expect(empty).toMatchObject({ message: PAYOUT_MSG.paypalEmailRequired, at: ['email'] });
    const bad = await submitForm(zodResolver(paypalEmailForm), { email: 'not an email' });
    expect(bad).toMatchObject({ message: PAYOUT_MSG.paypalEmailInvalid, at: ['email'] });
  });
  it('sends the PayPal rail with the e-mail in lower case', async () => {
    const r = await submitForm(zodResolver(paypalEmailForm), { email: 'Cam@Example.COM' });
    expect(r.sent).toEqual({ rail: 'paypal', email: 'cam@example.com' });
  });
  it('takes a code of exactly 6 digits', async () => {
    expect((await submitForm(zodResolver(paypalConfirmRequest), { code: '12345' })).message).toBe(
      PAYOUT_MSG.codeInvalid,
    );
    expect((await submitForm(zodResolver(paypalConfirmRequest), { code: '12a456' })).message).toBe(
      PAYOUT_MSG.codeInvalid,
    );
    expect((await submitForm(zodResolver(paypalConfirmRequest), { code: '123456' })).sent).toEqual({
      code: '123456',
    });
  });
});
