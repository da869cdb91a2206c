/**
 * The banners on the role homes (GET /api/announcements) and the operator's requests to change them. Apart from
 * admin.ts: every role's home reads the banners, and building the operator's other schemas there cost the
 * customers' first screen a long task (docs/performance.md).
 */
import { z } from 'zod';
import { isValidLink } from './accounts';
import { isoDate } from './http/wire';
import { asText, body, numeric, ordered, type Fail } from './request-rules';
import { withHttps } from './social';
import { textProblem, COMMON_MSG } from './validation';
import { VENUE_MSG } from './venues';
import { SIGNUP_ROLES } from './constants';

export const ANNOUNCEMENT_MSG = {
  announcementImageRequired: 'Please upload an image for the announcement.',
  announcementImageInvalid: 'The image must be an uploaded image or an https:// address.',
  linkInvalid: COMMON_MSG.linkInvalid,
  linkLong: 'Link must contain less than 500 characters.',
  positionInvalid: 'Position must be a whole number of 0 or more.',
  announcementNotFound: 'Announcement not found.',
  announcementCreated: 'Announcement created.',
  announcementUpdated: 'Announcement updated.',
  announcementDeleted: 'Announcement deleted.',
  rolesInvalid: 'Choose who sees the announcement: customers, businesses or venues.',
} as const;

/** Who a banner can go to: the homes of venues (1), businesses (2) and customers (3). */
export const ANNOUNCEMENT_ROLES = SIGNUP_ROLES;
export type AnnouncementRole = (typeof ANNOUNCEMENT_ROLES)[number];

/** At least one of 1, 2, 3, each once, in order; anything else is refused. */
function announcementRoles(v: unknown, fail: Fail): AnnouncementRole[] {
  if (!Array.isArray(v) || v.length === 0 || v.length > ANNOUNCEMENT_ROLES.length)
    return fail('roles', ANNOUNCEMENT_MSG.rolesInvalid);
  const roles = new Set<AnnouncementRole>();
  for (const r of v) {
    const n = numeric(r);
    if (!ANNOUNCEMENT_ROLES.includes(n as AnnouncementRole))
      return fail('roles', ANNOUNCEMENT_MSG.rolesInvalid);
    roles.add(n as AnnouncementRole);
  }
  return [...roles].sort();
}

export const ANNOUNCEMENT_LINK_MAX = 500;

/** Names POST /api/images generates: a uuid and .webp (.png and .jpg before uploads were stored as WebP). */
export const isUploadedImageName = (v: string) => /^[0-9a-f-]{36}\.(webp|png|jpg)$/.test(v);
/** An https address with a dotted host and no spaces. */
export const isHttpsUrl = (v: string) => /^https:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i.test(v);

function announcementImage(v: unknown, fail: Fail): string {
  const s = asText(v);
  if (s === null) return fail('imageUrl', ANNOUNCEMENT_MSG.announcementImageInvalid);
  if (!s) return fail('imageUrl', ANNOUNCEMENT_MSG.announcementImageRequired);
  const problem = textProblem(s, { max: ANNOUNCEMENT_LINK_MAX, tooLong: ANNOUNCEMENT_MSG.linkLong });
  if (problem) return fail('imageUrl', problem);
  if (!isUploadedImageName(s) && !isHttpsUrl(s))
    return fail('imageUrl', ANNOUNCEMENT_MSG.announcementImageInvalid);
  return s;
}

/** A banner link: optional ('' and null mean none), stored with https:// (http is upgraded). */
function announcementLink(v: unknown, fail: Fail): string | null {
  const s = asText(v);
  if (s === null) return fail('link', ANNOUNCEMENT_MSG.linkInvalid);
  if (!s) return null;
  const link = withHttps(s);
  const problem = textProblem(link, { max: ANNOUNCEMENT_LINK_MAX, tooLong: ANNOUNCEMENT_MSG.linkLong });
  if (problem) return fail('link', problem);
  if (!isValidLink(s) || !isHttpsUrl(link)) return fail('link', ANNOUNCEMENT_MSG.linkInvalid);
  return link;
}

function position(v: unknown, fail: Fail): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = numeric(v);
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 1_000_000)
    return fail('position', ANNOUNCEMENT_MSG.positionInvalid);
  return n;
}

/**
 * POST /api/admin/announcements: imageUrl (an uploaded filename or an https URL), link and position optional;
 * roles (who sees it: 1 venues, 2 businesses, 3 customers) defaults to all three.
 */
export const announcementCreateRequest = body(
  z
    .object({
      imageUrl: z.unknown().optional(),
      link: z.unknown().optional(),
      position: z.unknown().optional(),
      roles: z.unknown().optional(),
    })
    .transform(
      ordered((v, fail) => ({
        imageUrl: announcementImage(v.imageUrl, fail),
        link: announcementLink(v.link, fail),
        position: position(v.position, fail),
        roles: v.roles === undefined ? [...ANNOUNCEMENT_ROLES] : announcementRoles(v.roles, fail),
      })),
    ),
);
export type AnnouncementCreateRequest = z.infer<typeof announcementCreateRequest>;

/** PUT /api/admin/announcements/{id}: any of imageUrl, link (null or '' removes it), position, roles. */
export const announcementUpdateRequest = body(
  z
    .object({
      imageUrl: z.unknown().optional(),
      link: z.unknown().optional(),
      position: z.unknown().optional(),
      roles: z.unknown().optional(),
    })
    .transform(
      ordered((v, fail) => {
        const out: {
          imageUrl?: string;
          link?: string | null;
          position?: number;
          roles?: AnnouncementRole[];
        } = {};
        if (v.imageUrl !== undefined) out.imageUrl = announcementImage(v.imageUrl, fail);
        if (v.link !== undefined) out.link = announcementLink(v.link, fail);
        const p = position(v.position, fail);
        if (p !== undefined) out.position = p;
        if (v.roles !== undefined) out.roles = announcementRoles(v.roles, fail);
        if (Object.keys(out).length === 0) fail('imageUrl', VENUE_MSG.nothingToUpdate);
        return out;
      }),
    ),
);
export type AnnouncementUpdateRequest = z.infer<typeof announcementUpdateRequest>;

/** A banner on the role homes (GET /api/announcements). */
export const announcement = z
  .object({ _id: z.string(), id: z.string(), imageUrl: z.string(), link: z.string().nullable() })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcement>;

/** An announcement as the operator sees it: also its position, who sees it and when it was added. */
export const adminAnnouncement = announcement
  .extend({
    position: z.number(),
    roles: z.array(z.number()).describe('Whose homes show it: 1 venues, 2 businesses, 3 customers'),
    createdAt: isoDate,
  })
  .meta({ id: 'AdminAnnouncement' });
export type AdminAnnouncement = z.infer<typeof adminAnnouncement>;
