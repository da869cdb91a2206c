/** Image uploads: re-encoded and stored under a random name, which menus, logos and announcements then name. */
import { z } from 'zod';
import { ROLES } from './constants';
import { defineRoute } from './http/contract';

export const imagesApi = {
  // multipart/form-data with one file field `image`, read as a stream by the handler: no body schema.
  upload: defineRoute({
    method: 'POST',
    path: '/api/images',
    summary:
      'Upload a png or jpeg (multipart field `image`, at most 5 MB); no file answers 400 EMPTY. ' +
      'Answers the stored filename',
    tag: 'Images',
    access: [ROLES.venue, ROLES.business, ROLES.admin],
    data: z.object({ filename: z.string() }),
  }),
};
