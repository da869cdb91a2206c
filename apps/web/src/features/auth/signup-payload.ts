import { DEFAULT_CITY, DEFAULT_COUNTRY, ROLES } from '@spruik/shared';

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
  orgName: string;
  abn: string;
  address: string;
  websiteLink: string;
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
  orgName: '',
  abn: '',
  address: '',
  websiteLink: '',
  referralCode: '',
  token: '',
  terms: false,
};

/** The form values as the POST /api/signup payload (SPEC.md section 3). */
export function toSignupPayload(role: number, v: SignupValues) {
  return {
    email: v.email.trim(),
    name: v.name.trim(),
    phone: v.phone.trim(),
    instagramId: v.instagramId.trim(),
    tiktokId: v.tiktokId.trim(),
    youtubeId: role === ROLES.business ? v.youtubeId.trim() : '',
    country: v.country,
    city: v.city,
    role,
    password: v.password,
    business: role === ROLES.business ? { abn: v.abn.trim(), name: v.orgName.trim() } : undefined,
    venue:
      role === ROLES.venue
        ? {
            abn: v.abn.trim(),
            name: v.orgName.trim(),
            websiteLink: v.websiteLink.trim(),
            address: v.address.trim(),
          }
        : undefined,
    token: v.token.trim(),
    referralCode: role === ROLES.customer ? v.referralCode.trim() : '',
  };
}
