import { z } from 'zod';
import { detailsError, MSG, ROLES, updateMeRequest, type UpdateMeRequest } from '@spruik/shared';

/** The edit-profile form: the request's field names; `details` is the venue's or the business's. */
export type ProfileValues = {
  name: string;
  country: string;
  city: string;
  instagramId: string;
  tiktokId: string;
  youtubeId: string;
  details: { name: string; address: string; websiteLink: string };
};

/** The form as PUT /api/users/me; customers send no details (docs/spec.md, Roles and sign-in). */
export function toUpdateBody(role: number, v: ProfileValues, logo?: string | null): UpdateMeRequest {
  const body: UpdateMeRequest = {
    name: v.name,
    country: v.country,
    city: v.city,
    instagramId: v.instagramId,
    tiktokId: v.tiktokId,
    // Only businesses see the field; for the others the untouched stored value goes back unchanged.
    youtubeId: v.youtubeId,
  };
  const { name, address, websiteLink } = v.details;
  if (role === ROLES.business) body.details = { name, ...(logo ? { logo } : {}) };
  if (role === ROLES.venue) body.details = { name, address, websiteLink, ...(logo ? { logo } : {}) };
  return body;
}

/** Which details field a role-details message belongs to: the link, or the first one left empty. */
function detailsField(details: UpdateMeRequest['details'], message: string) {
  if (message === MSG.linkInvalid) return 'websiteLink';
  return (['name', 'address', 'websiteLink'] as const).find((k) => !details?.[k]) ?? 'name';
}

/**
 * The form read as the request and checked by the shared rules, then (as the server does, knowing the role) the
 * venue's or the business's details.
 */
export const profileForm = (role: number, logo?: string | null) =>
  z.preprocess(
    (v: ProfileValues) => toUpdateBody(role, v, logo),
    updateMeRequest.transform((body, ctx) => {
      const message = detailsError(role, body.details);
      if (!message) return body;
      ctx.addIssue({ code: 'custom', path: ['details', detailsField(body.details, message)], message });
      return z.NEVER;
    }),
  );
