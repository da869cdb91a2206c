import type { AdminAnnouncement } from '@spruik/shared';
import type { AnnouncementRow } from './announcements.repository';

/** What the role homes get (GET /api/announcements). */
export const presentAnnouncement = (a: AnnouncementRow) => ({
  _id: a.id,
  id: a.id,
  imageUrl: a.imageUrl,
  link: a.link,
});

/** What the operator gets; also the audit snapshot. */
export const presentAdminAnnouncement = (a: AnnouncementRow): AdminAnnouncement => ({
  ...presentAnnouncement(a),
  position: a.position,
  roles: a.roles,
  createdAt: a.createdAt.toISOString(),
});
