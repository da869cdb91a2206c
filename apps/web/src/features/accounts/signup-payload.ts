import { z } from 'zod';
import { DEFAULT_CITY, DEFAULT_COUNTRY, keepsYoutubeId, ROLES, signupRequest } from '@spruik/shared';

/** The sign-up form: the request's field names, with the venue's and the business's details apart. */
export type SignupValues = {
  email: string;
  name: string;
  phone: string;
  instagramId: string;
  tiktokId: string;
  youtubeId: string;
  country: string;
  city: string;
  password: string;
  venue: { name: string; abn: string; address: string; websiteLink: string };
  business: { name: string; abn: string };
  referralCode: string;
  token: string;
  terms: boolean;
};

export const defaults: SignupValues = {
  email: '',
  name: '',
  phone: '',
  instagramId: '',
  tiktokId: '',
  youtubeId: '',
  country: DEFAULT_COUNTRY,
  city: DEFAULT_CITY,
  password: '',
  venue: { name: '', abn: '', address: '', websiteLink: '' },
  business: { name: '', abn: '' },
  referralCode: '',
  token: '',
  terms: false,
};

/** What a digits-only field keeps of a typed or pasted value: its digits, at most `max` (spaces are not counted). */
export const digits = (s: string, max: number) => s.replace(/\D/g, '').slice(0, max);

/** The form values as the POST /api/signup payload (docs/spec.md, Roles and sign-in): only the fields this role fills. */
export function toSignupPayload(role: number, v: SignupValues) {
  return {
    email: v.email,
    name: v.name,
    phone: v.phone,
    instagramId: v.instagramId,
    tiktokId: v.tiktokId,
    // The form shows the field to businesses and customers (the channel the operator verifies).
    youtubeId: keepsYoutubeId(role) ? v.youtubeId : '',
    country: v.country,
    city: v.city,
    role,
    password: v.password,
    business: role === ROLES.business ? v.business : undefined,
    venue: role === ROLES.venue ? v.venue : undefined,
    token: v.token,
    referralCode: role === ROLES.customer ? v.referralCode : '',
  };
}

/** The sign-up form read as the request and checked by the shared rules: the first failing field is named. */
export const signupForm = (role: number) =>
  z.preprocess((v: SignupValues) => toSignupPayload(role, v), signupRequest);
