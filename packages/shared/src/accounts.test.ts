import { describe, expect, it } from 'vitest';
import { changePassRequest, detailsError, signupRequest, updateMeRequest, verifyRequest } from './accounts';
import { bankRequest } from './withdrawals';
import { HANDLE_RULES, handleProblem } from './social';
import { check } from './validation';

const base = {
  email: 'a@b.com',
  name: 'Ann',
  phone: '0412345678',
  instagramId: 'ann',
  country: 'Australia',
  city: 'Melbourne',
  role: 3,
  password: 'password1',
  token: '123456',
};
const message = (input: unknown) => {
  const r = check(signupRequest, input);
  return r.ok ? null : r.message;
};

describe('sign-up rules (docs/spec.md, Roles and sign-in)', () => {
  it('accepts a complete customer', () => expect(message(base)).toBeNull());
  it.each(['email', 'name', 'phone', 'instagramId', 'country', 'city', 'password'])(
    'requires %s',
    (field) => {
      expect(message({ ...base, [field]: '' })).toBe('Please fill out the form correctly.');
    },
  );
  it('checks the e-mail has @ and a dot and no space', () => {
    expect(message({ ...base, email: 'ab.com' })).toBe('Email address is not valid.');
    expect(message({ ...base, email: 'a@bcom' })).toBe('Email address is not valid.');
    expect(message({ ...base, email: 'a @b.com' })).toBe('Email address is not valid.');
  });
  it('wants exactly 10 phone characters', () => {
    expect(message({ ...base, phone: '041234567' })).toBe('Phone number is not valid.');
    expect(message({ ...base, phone: '04123456789' })).toBe('Phone number is not valid.');
  });
  it('needs venue name, address, website and ABN for venues', () => {
    const venue = { name: 'V', address: 'A', websiteLink: 'v.com', abn: '12345678901' };
    expect(message({ ...base, role: 1, venue })).toBeNull();
    expect(message({ ...base, role: 1, venue: { ...venue, address: '' } })).toBe(
      'Please fill out the form correctly.',
    );
    expect(message({ ...base, role: 1, venue: { ...venue, websiteLink: 'vcom' } })).toBe(
      'Please enter a valid link.',
    );
    expect(message({ ...base, role: 1, venue: { ...venue, abn: '1234567890' } })).toBe(
      'ABN must contain 11 digits.',
    );
  });
  it('needs business name and an 11-digit ABN for businesses', () => {
    expect(message({ ...base, role: 2, business: { name: 'B', abn: '12345678901' } })).toBeNull();
    expect(message({ ...base, role: 2, business: { abn: '12345678901' } })).toBe(
      'Please fill out the form correctly.',
    );
    expect(message({ ...base, role: 2, business: { name: 'B', abn: '1234567890a' } })).toBe(
      'ABN must contain 11 digits.',
    );
  });
  it('wants 8-character passwords (docs/spec.md)', () => {
    expect(message({ ...base, password: 'short' })).toBe('Password must be at least 8 characters.');
  });
  it('offers no admin role', () =>
    expect(message({ ...base, role: 4 })).toBe('Please fill out the form correctly.'));
});

describe('other account forms', () => {
  it("asks for the e-mail before sending a code: 'Enter your email'", () => {
    const r = check(verifyRequest, { email: '' });
    expect(r.ok ? '' : r.message).toBe('Enter your email');
  });
  it("says 'Passwords are not the same' when the confirmation differs", () => {
    const r = check(changePassRequest, { token: 't', password: 'password1', confirmPassword: 'password2' });
    expect(r.ok ? '' : r.message).toBe('Passwords are not the same');
  });
  it('requires the profile fields and the role details', () => {
    const r = check(updateMeRequest, { name: 'A', country: 'Australia', city: 'Melbourne', instagramId: '' });
    expect(r.ok ? '' : r.message).toBe('Please fill out the form correctly.');
    expect(detailsError(2, { name: '' })).toBe('Please fill out the form correctly.');
    expect(detailsError(1, { name: 'V', address: 'A', websiteLink: 'nodot' })).toBe(
      'Please enter a valid link.',
    );
    expect(detailsError(3, null)).toBeNull();
  });
});

describe('a missing field is named, so a form shows the message on it', () => {
  const field = (schema: Parameters<typeof check>[0], input: unknown) => {
    const r = check(schema, input);
    return r.ok ? null : { field: r.field, message: r.message };
  };
  const fillForm = 'Please fill out the form correctly.';
  it('names the first empty sign-up field, venue and business details included', () => {
    expect(field(signupRequest, { ...base, phone: '', city: '' })).toEqual({
      field: 'phone',
      message: fillForm,
    });
    const venue = { name: 'V', address: '', websiteLink: '', abn: '12345678901' };
    expect(field(signupRequest, { ...base, role: 1, venue })).toEqual({
      field: 'venue.address',
      message: fillForm,
    });
    expect(field(signupRequest, { ...base, role: 2, business: { name: 'B' } })).toEqual({
      field: 'business.abn',
      message: fillForm,
    });
  });
  it('names the first empty profile field', () => {
    const me = { name: 'A', country: 'Australia', city: 'Melbourne', instagramId: '' };
    expect(field(updateMeRequest, me)).toEqual({ field: 'instagramId', message: fillForm });
  });
  it('names the first empty bank field', () => {
    expect(field(bankRequest, { accountName: 'Ann', BSB: '', accountNumber: '' })).toEqual({
      field: 'BSB',
      message: fillForm,
    });
  });
});

describe('social handles (docs/business-rules.md "Social handles")', () => {
  it.each([
    ['instagram', 'ann.smith_1', null],
    ['instagram', '@ann', null],
    ['instagram', 'https://www.instagram.com/ann.b/', null],
    ['instagram', 'a'.repeat(30), null],
    ['instagram', 'a'.repeat(31), HANDLE_RULES.instagram.message],
    ['instagram', 'ann smith', HANDLE_RULES.instagram.message],
    ['instagram', 'ann-smith', HANDLE_RULES.instagram.message],
    ['instagram', '@@ann', HANDLE_RULES.instagram.message],
    ['tiktok', 'ab', null],
    ['tiktok', 'tiktok.com/@ann.b_', null],
    ['tiktok', 'a', HANDLE_RULES.tiktok.message],
    ['tiktok', 'a'.repeat(25), HANDLE_RULES.tiktok.message],
    ['tiktok', 'ann é', HANDLE_RULES.tiktok.message],
    ['tiktok', '', null],
  ] as const)('%s %j', (platform, value, expected) => expect(handleProblem(platform, value)).toBe(expected));

  it('refuses them at sign-up and in edit profile, on their field', () => {
    expect(check(signupRequest, { ...base, instagramId: 'a b' })).toMatchObject({
      message: HANDLE_RULES.instagram.message,
      field: 'instagramId',
    });
    const profile = {
      name: 'Ann',
      country: 'Australia',
      city: 'Melbourne',
      instagramId: 'ann',
      tiktokId: 't t',
    };
    expect(check(updateMeRequest, profile)).toMatchObject({
      message: HANDLE_RULES.tiktok.message,
      field: 'tiktokId',
    });
  });
});

describe('phone', () => {
  it('drops spaces between the digits and refuses letters', () => {
    const r = check(signupRequest, { ...base, phone: '0412 345 678' });
    expect(r.ok && r.value.phone).toBe('0412345678');
    expect(message({ ...base, phone: '04123abcde' })).toBe('Phone number is not valid.');
    expect(message({ ...base, phone: '+61412345678' })).toBe('Phone number is not valid.');
  });
});
