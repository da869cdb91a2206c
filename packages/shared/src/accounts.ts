import { z } from 'zod';
import { socialAccount } from './creators';
import { LIMITS, CITIES, COUNTRIES, OPERATOR_ROLES, TEXT_LIMITS as L } from './constants';
import { handleProblem } from './social';
import { isValidEmail, passwordText, text, TEXT_MSG } from './validation';
import { payoutAccountSchema } from './payouts';

export const MSG = {
  fillForm: 'Please fill out the form correctly.',
  emailInvalid: 'Email address is not valid.',
  phoneInvalid: 'Phone number is not valid.',
  linkInvalid: 'Please enter a valid link.',
  abnInvalid: 'ABN must contain 11 digits.',
  enterEmail: 'Enter your email',
  codeSent: 'Please enter the verification code sent to your email to complete the process.',
  codeInvalid: 'The verification code is not valid.',
  codeExpired: 'The verification code has expired. Please send a new one.',
  codeTooManyTries: 'Too many wrong codes. Please send a new one.',
  codeResendWait: 'Please wait a minute before sending another code.',
  passwordShort: 'Password must be at least 8 characters.',
  passwordsDiffer: 'Passwords are not the same',
  /** Production only: the demo password printed in the README (docs/spec.md, Operator: no account with a known password). */
  passwordPublished: 'This password is published and cannot be used. Please choose another.',
  emailTaken: 'This email is already registered.',
  wrongCredentials: 'Email or password is incorrect.',
  venueNotActive:
    'Your venue account is waiting for activation. One of our team members will contact you to finalise your registration.',
  accountDisabled: 'Your account has been disabled. Please contact support.',
  editOncePerMonth: 'You can edit your profile once a month.',
  edited: 'Edited successfully',
  resetSent: 'If this email is registered, a link to reset your password has been sent.',
  resetInvalid: 'This reset link is invalid or has expired.',
  passwordChanged: 'Password changed successfully',
  signupVenueDone:
    'You have successfully signed up. One of our team members will contact you to finalise your registration.',
  signupDone: 'You have successfully registered. You may now proceed to sign in.',
  referralInvalid: 'The referral code is not valid.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  imageType: 'Only png and jpeg images are allowed.',
  imageSize: 'Images must be at most 5 MB.',
  imageEmpty: 'empty',
  countryInvalid: 'Please choose a country from the list.',
  cityInvalid: 'Please choose a city from the list.',
  specialCharacters: TEXT_MSG.specialCharacters,
} as const;

/** One rule per account field: what the API refuses and the forms' maxLength. */
const email = () => text({ max: L.email, label: 'Email' });
const socialId = (label: string) => text({ max: L.socialId, label });
const place = (tooLong: string) => text({ max: L.place, tooLong });
const abn = () => text({ max: L.abn, tooLong: MSG.abnInvalid });
/** Spaces people type between digit groups are dropped before the 10-digit rule (docs/business-rules.md). */
const phone = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
    text({ max: L.phone, tooLong: MSG.phoneInvalid }),
  );
const websiteLink = () => text({ max: L.websiteLink, label: 'Website link' });
const address = () => text({ max: L.address, label: 'Address' });
const organisationName = () => text({ max: L.organisationName, label: 'Name' });

export { isValidEmail };
export const isValidLink = (l: string) => l.includes('.') && !/\s/.test(l);
const isAbn = (a: string) => /^\d{11}$/.test(a);
const isPhone = (p: string) => p.length === LIMITS.phoneLength && /^\d+$/.test(p);

/** The first Instagram or TikTok id that is no handle the platform allows (social.ts HANDLE_RULES). */
function socialIdProblem(v: { instagramId: string; tiktokId: string }) {
  const instagram = handleProblem('instagram', v.instagramId);
  if (instagram) return { path: 'instagramId', message: instagram };
  const tiktok = handleProblem('tiktok', v.tiktokId);
  return tiktok ? { path: 'tiktokId', message: tiktok } : null;
}

export const verifyRequest = z.object({ email: email() }).superRefine((v, ctx) => {
  if (!v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.enterEmail });
  else if (!isValidEmail(v.email))
    ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.emailInvalid });
});
export type VerifyRequest = z.infer<typeof verifyRequest>;

const orgDetails = z
  .object({ abn: abn(), name: organisationName(), websiteLink: websiteLink(), address: address() })
  .partial()
  .optional()
  .nullable();

export const signupRequest = z
  .object({
    email: email(),
    name: text({ max: L.name, label: 'Name' }),
    phone: phone(),
    instagramId: socialId('Instagram ID'),
    tiktokId: socialId('TikTok ID'),
    youtubeId: socialId('YouTube ID'),
    country: place(MSG.countryInvalid),
    city: place(MSG.cityInvalid),
    role: z.coerce.number().int().catch(0),
    password: passwordText(L.password),
    business: orgDetails,
    venue: orgDetails,
    token: text({ max: L.code, tooLong: MSG.codeInvalid }),
    referralCode: text({ max: L.referralCode, tooLong: MSG.referralInvalid }),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const required = [v.email, v.name, v.phone, v.instagramId, v.country, v.city, v.password];
    if (![1, 2, 3].includes(v.role)) return fail('role', MSG.fillForm);
    if (required.some((f) => !f)) return fail(firstEmpty(v, SIGNUP_REQUIRED) ?? 'email', MSG.fillForm);
    if (!isValidEmail(v.email)) return fail('email', MSG.emailInvalid);
    if (!isPhone(v.phone)) return fail('phone', MSG.phoneInvalid);
    const handle = socialIdProblem(v);
    if (handle) return fail(handle.path, handle.message);
    if (v.role === 1) {
      const d = v.venue ?? {};
      if (!d.name || !d.address || !d.websiteLink || !d.abn)
        return fail(`venue.${firstEmpty(d, ['name', 'abn', 'address', 'websiteLink'])}`, MSG.fillForm);
      if (!isValidLink(d.websiteLink)) return fail('venue.websiteLink', MSG.linkInvalid);
      if (!isAbn(d.abn)) return fail('venue.abn', MSG.abnInvalid);
    }
    if (v.role === 2) {
      const d = v.business ?? {};
      if (!d.name || !d.abn) return fail(`business.${firstEmpty(d, ['name', 'abn'])}`, MSG.fillForm);
      if (!isAbn(d.abn)) return fail('business.abn', MSG.abnInvalid);
    }
    if (!(COUNTRIES as readonly string[]).includes(v.country)) return fail('country', MSG.countryInvalid);
    if (!(CITIES as readonly string[]).includes(v.city)) return fail('city', MSG.cityInvalid);
    if (v.password.length < LIMITS.passwordMin) return fail('password', MSG.passwordShort);
    if (!/^\d{6}$/.test(v.token)) return fail('token', MSG.codeInvalid);
  });
export type SignupRequest = z.infer<typeof signupRequest>;

/** The first of `keys` left empty: a form shows 'Please fill out the form correctly.' on that field. */
function firstEmpty<K extends string>(v: Partial<Record<K, unknown>>, keys: readonly K[]): K | undefined {
  return keys.find((k) => !v[k]);
}
const SIGNUP_REQUIRED = ['email', 'name', 'phone', 'instagramId', 'country', 'city', 'password'] as const;

export const signinRequest = z
  .object({
    email: email(),
    password: passwordText(L.signinPassword),
    /** The device token an earlier sign-in from this browser gave (optional; a wrong one is simply ignored). */
    deviceToken: text({ max: L.deviceToken, label: 'Device token' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.email || !v.password) ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.fillForm });
  });
export type SigninRequest = z.infer<typeof signinRequest>;

export const forgetRequest = verifyRequest;

export const changePassRequest = z
  .object({
    token: text({ max: L.resetToken, tooLong: MSG.resetInvalid }),
    password: passwordText(L.password),
    confirmPassword: z.string().max(L.password, { error: MSG.passwordsDiffer }).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.token) ctx.addIssue({ code: 'custom', path: ['token'], message: MSG.resetInvalid });
    else if (v.password.length < LIMITS.passwordMin)
      ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.passwordShort });
    else if (v.confirmPassword !== undefined && v.confirmPassword !== v.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.passwordsDiffer });
  });

/** PUT /api/users/me. Email, phone and ABN are not editable (docs/spec.md, Roles and sign-in). */
export const updateMeRequest = z
  .object({
    name: text({ max: L.name, label: 'Name' }),
    country: place(MSG.countryInvalid),
    city: place(MSG.cityInvalid),
    instagramId: socialId('Instagram ID'),
    tiktokId: socialId('TikTok ID'),
    youtubeId: socialId('YouTube ID'),
    details: z
      .object({
        name: organisationName(),
        address: address(),
        logo: text({ max: L.imageName, tooLong: MSG.imageType }),
        websiteLink: websiteLink(),
      })
      .partial()
      .optional()
      .nullable(),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const empty = firstEmpty(v, ['name', 'country', 'city', 'instagramId']);
    if (empty) return fail(empty, MSG.fillForm);
    const handle = socialIdProblem(v);
    if (handle) return fail(handle.path, handle.message);
    if (!(COUNTRIES as readonly string[]).includes(v.country)) return fail('country', MSG.countryInvalid);
    if (!(CITIES as readonly string[]).includes(v.city)) return fail('city', MSG.cityInvalid);
  });
export type UpdateMeRequest = z.infer<typeof updateMeRequest>;

/** Role-specific checks for the profile details; the server knows the role, so this runs after the base schema. */
export function detailsError(role: number, details: UpdateMeRequest['details']): string | null {
  const d = details ?? {};
  if (role === 2 && !d.name) return MSG.fillForm;
  if (role === 1) {
    if (!d.name || !d.address || !d.websiteLink) return MSG.fillForm;
    if (!isValidLink(d.websiteLink)) return MSG.linkInvalid;
  }
  return null;
}

export const bankDetails = z.object({ accountName: z.string(), BSB: z.string(), accountNumber: z.string() });
export type BankDetails = z.infer<typeof bankDetails>;

export const userDetails = z.object({
  abn: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  logo: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  websiteLink: z.string().nullable().optional(),
  /** Business or venue credit, dollars. */
  credit: z.number().optional(),
  /** Venues: what customers paid from their wallets, dollars. */
  totalIncome: z.number().optional(),
  /** Venues: the part of the credit that can be withdrawn (earnings less withdrawals), dollars. */
  withdrawable: z.number().optional(),
});
export type UserDetails = z.infer<typeof userDetails>;

/** Who an account is, as every user-shaped answer starts (the profile, the operator's account list). */
export const accountIdentity = {
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
};

/** A customer's social account ids (null when not given). */
export const socialIds = {
  instagramId: z.string().nullable(),
  tiktokId: z.string().nullable(),
  youtubeId: z.string().nullable(),
};

/** data.user of GET /api/users/me. Amounts in dollars. */
export const meSchema = z
  .object({
    ...accountIdentity,
    ...socialIds,
    country: z.string(),
    city: z.string(),
    role: z.number(),
    /** An operator's console role (docs/security.md "Operator roles"); null for every other role. */
    operatorRole: z.enum(OPERATOR_ROLES).nullable(),
    level: z.number(),
    energy: z.number(),
    wallet: z.number(),
    legendCode: z.string().nullable(),
    referralCount: z.number(),
    membership: z.number().nullable(),
    isActive: z.boolean(),
    customerBank: bankDetails.nullable(),
    /** Customers and venues: where withdrawals go (docs/payouts.md); null for other roles. */
    payoutAccount: payoutAccountSchema.nullable(),
    unseenMessages: z.number(),
    canEditProfileAt: z.string().nullable(),
    /** Customers: each social account's verification state; empty for other roles. */
    socialAccounts: z.array(socialAccount),
    details: userDetails.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;
