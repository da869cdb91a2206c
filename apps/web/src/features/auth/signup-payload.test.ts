import { describe, expect, it } from 'vitest';
import { check, MSG, signupRequest } from '@spruik/shared';
import { defaults, toSignupPayload, type SignupValues } from './signup-payload';

const base: SignupValues = {
  ...defaults,
  email: 'a@b.co',
  name: 'Al',
  phone: '0412345678',
  instagramId: 'al',
  password: 'Password123!',
  token: '123456',
  terms: true,
};

describe('sign-up payload', () => {
  it('is valid for a customer and keeps the referral code', () => {
    const payload = toSignupPayload(3, { ...base, referralCode: 'LEG1' });
    expect(check(signupRequest, payload).ok).toBe(true);
    expect(payload.referralCode).toBe('LEG1');
    expect(payload.business).toBeUndefined();
  });
  it("shows SPEC.md's messages", () => {
    expect(check(signupRequest, toSignupPayload(3, { ...base, phone: '04' }))).toMatchObject({
      message: MSG.phoneInvalid,
    });
    expect(check(signupRequest, toSignupPayload(3, { ...base, email: '' }))).toMatchObject({
      message: MSG.fillForm,
    });
    expect(check(signupRequest, toSignupPayload(2, { ...base, orgName: 'Biz', abn: '123' }))).toMatchObject({
      message: MSG.abnInvalid,
    });
    const venue = { ...base, orgName: 'V', abn: '12345678901', address: '1 St', websiteLink: 'nodot' };
    expect(check(signupRequest, toSignupPayload(1, venue))).toMatchObject({ message: MSG.linkInvalid });
  });
  it('sends business details only for businesses and drops the referral code', () => {
    const payload = toSignupPayload(2, { ...base, orgName: 'Biz', abn: '12345678901', referralCode: 'X' });
    expect(payload.business).toEqual({ abn: '12345678901', name: 'Biz' });
    expect(payload.venue).toBeUndefined();
    expect(payload.referralCode).toBe('');
  });
});
