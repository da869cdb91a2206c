import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { check, HANDLE_RULES, MSG, signupRequest } from '@spruik/shared';
import { submitForm } from '../../lib/form-testing';
import { defaults, digits, signupForm, toSignupPayload, type SignupValues } from './signup-payload';

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
    // The YouTube field the form shows a customer is sent, not dropped.
    expect(toSignupPayload(3, { ...base, youtubeId: 'mychannel' }).youtubeId).toBe('mychannel');
    expect(payload.business).toBeUndefined();
  });
  it("shows the spec's messages", () => {
    expect(check(signupRequest, toSignupPayload(3, { ...base, phone: '04' }))).toMatchObject({
      message: MSG.phoneInvalid,
    });
    expect(check(signupRequest, toSignupPayload(3, { ...base, email: '' }))).toMatchObject({
      message: MSG.fillForm,
    });
    expect(
      check(signupRequest, toSignupPayload(2, { ...base, business: { name: 'Biz', abn: '123' } })),
    ).toMatchObject({
      message: MSG.abnInvalid,
    });
    const venue = {
      ...base,
      venue: { name: 'V', abn: '12345678901', address: '1 St', websiteLink: 'nodot' },
    };
    expect(check(signupRequest, toSignupPayload(1, venue))).toMatchObject({ message: MSG.linkInvalid });
  });
  it('sends business details only for businesses and drops the referral code', () => {
    const payload = toSignupPayload(2, {
      ...base,
      business: { name: 'Biz', abn: '12345678901' },
      referralCode: 'X',
    });
    expect(payload.business).toEqual({ abn: '12345678901', name: 'Biz' });
    expect(payload.venue).toBeUndefined();
    expect(payload.referralCode).toBe('');
  });
});

describe('the sign-up form (zodResolver over the shared sign-up schema)', () => {
  const submit = (role: number, values: SignupValues) => submitForm(zodResolver(signupForm(role)), values);
  const venue = { name: 'The Arms', abn: '12345678901', address: '1 Lane', websiteLink: 'thearms.com.au' };

  it('names the first empty venue field with the fill-form message', async () => {
    const r = await submit(1, { ...base, venue: { ...venue, address: '', websiteLink: '' } });
    expect(r.message).toBe(MSG.fillForm);
    expect(r.at).toEqual(['venue.address']);
    expect(r.sent).toBeUndefined();
  });
  it("shows the link's message on the website field", async () => {
    const r = await submit(1, { ...base, venue: { ...venue, websiteLink: 'nodot' } });
    expect(r).toMatchObject({ message: MSG.linkInvalid, at: ['venue.websiteLink'] });
  });
  it("tells the first failing field's message in the snackbar, in the form's order", async () => {
    const r = await submit(3, { ...base, email: 'a@bcom', phone: '04' });
    expect(r).toMatchObject({ message: MSG.emailInvalid, at: ['email'] });
    const both = await submit(3, { ...base, name: 'A\u0000l', phone: '' });
    expect(both.message).toBe(MSG.specialCharacters);
    expect(both.at[0]).toBe('name');
  });
  it("sends the checked request: trimmed, with only this role's details", async () => {
    const r = await submit(2, {
      ...base,
      email: ' a@b.co ',
      business: { name: ' Biz ', abn: '12345678901' },
    });
    expect(r.message).toBeNull();
    expect(r.sent).toMatchObject({ email: 'a@b.co', role: 2, business: { name: 'Biz', abn: '12345678901' } });
    expect(r.sent?.venue).toBeUndefined();
  });
});

describe('handles and phone on the sign-up form', () => {
  const submit = (values: SignupValues) => submitForm(zodResolver(signupForm(3)), values);

  it('puts the handle rule on the Instagram or TikTok field', async () => {
    expect(await submit({ ...base, instagramId: 'al smith' })).toMatchObject({
      message: HANDLE_RULES.instagram.message,
      at: ['instagramId'],
    });
    expect(await submit({ ...base, tiktokId: 'al/ice!' })).toMatchObject({
      message: HANDLE_RULES.tiktok.message,
      at: ['tiktokId'],
    });
  });
  it('takes a leading @ or a profile address', async () => {
    expect(
      (await submit({ ...base, instagramId: '@al.smith_', tiktokId: 'tiktok.com/@al.ice' })).message,
    ).toBeNull();
  });
  it('keeps only the digits the phone field is typed or pasted, spaces not counted', () => {
    expect(digits('0412 345 678', 10)).toBe('0412345678');
    expect(digits('04ab12', 10)).toBe('0412');
    expect(digits('0412 345 678 9', 10)).toBe('0412345678');
  });
});
