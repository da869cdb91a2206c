/** The operator's account list and account edits (activation, membership, coordinates, level, followers). */
import { z } from 'zod';
import { adminUserItem } from './admin';
import { OPERATORS } from './constants';
import { declineSocialRequest } from './creators';
import { defineRoute } from './http/contract';
import { idParams } from './http/wire';
import { VENUE_MSG } from './venues';

const tag = 'Admin: accounts';

export const creatorsApi = {
  declineSocial: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/decline-social',
    summary: "Decline a customer's social accounts with a reason; the customer is messaged",
    tag,
    access: OPERATORS.support,
    params: idParams({ id: VENUE_MSG.userNotFound }),
    body: declineSocialRequest,
    data: z.object({ user: adminUserItem, message: z.string() }),
  }),
};
