import { ROLES, type UpdateMeRequest } from '@spruik/shared';

export type ProfileValues = {
  name: string;
  country: string;
  city: string;
  instagramId: string;
  tiktokId: string;
  youtubeId: string;
  orgName: string;
  address: string;
  websiteLink: string;
};

/** The form as PUT /api/users/me; customers send no details (SPEC.md section 7). */
export function toUpdateBody(role: number, v: ProfileValues, logo?: string | null): UpdateMeRequest {
  const body: UpdateMeRequest = {
    name: v.name.trim(),
    country: v.country,
    city: v.city,
    instagramId: v.instagramId.trim(),
    tiktokId: v.tiktokId.trim(),
    // Only businesses see the field; for the others the untouched stored value goes back unchanged.
    youtubeId: v.youtubeId.trim(),
  };
  if (role === ROLES.business) body.details = { name: v.orgName.trim(), ...(logo ? { logo } : {}) };
  if (role === ROLES.venue) {
    body.details = {
      name: v.orgName.trim(),
      address: v.address.trim(),
      websiteLink: v.websiteLink.trim(),
      ...(logo ? { logo } : {}),
    };
  }
  return body;
}
