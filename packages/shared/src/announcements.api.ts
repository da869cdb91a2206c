/** The banners on the role homes, and the operator's changes to them (each audited). */
import { z } from 'zod';
import {
  adminAnnouncement,
  announcement,
  ANNOUNCEMENT_MSG,
  announcementCreateRequest,
  announcementUpdateRequest,
} from './announcements';
import { OPERATORS } from './constants';
import { defineRoute } from './http/contract';
import { idParams, messageData } from './http/wire';

const tag = 'Announcements';
const params = idParams({ id: ANNOUNCEMENT_MSG.announcementNotFound });
const saved = z.object({ announcement: adminAnnouncement, message: z.string() });

export const announcementsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/announcements',
    summary: 'The banners on the role homes, in order',
    tag,
    access: 'signed-in',
    data: z.object({ announcements: z.array(announcement) }),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/announcements',
    summary: 'Every banner with its position',
    tag,
    access: OPERATORS.support,
    data: z.object({ announcements: z.array(adminAnnouncement) }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/announcements',
    summary:
      'Add a banner (an uploaded image or an https image address); it goes last unless a position is given',
    tag,
    access: OPERATORS.support,
    body: announcementCreateRequest,
    data: saved,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/announcements/:id',
    summary: 'Change the image, link or position of a banner',
    tag,
    access: OPERATORS.support,
    params,
    body: announcementUpdateRequest,
    data: saved,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/announcements/:id',
    summary: 'Delete a banner',
    tag,
    access: OPERATORS.support,
    params,
    data: messageData,
  }),
};
