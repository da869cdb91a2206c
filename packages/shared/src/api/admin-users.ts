/** The operator's account list and account edits (activation, membership, coordinates, level, followers). */
import { z } from 'zod';
import { adminUserItem, adminUsersResponse, adminUserUpdateRequest } from '../admin';
import { OPERATORS } from '../constants';
import { declineSocialRequest } from '../creators';
import { defineRoute } from '../http/contract';
import { idParams } from '../http/wire';
import { adminUsersQuery, VENUE_MSG } from '../venues';

const tag = 'Admin: accounts';

export const adminUsersApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Accounts, newest first: filter by role, status (pending, active) and a search text',
    tag,
    access: OPERATORS.supportAndFinance,
    query: adminUsersQuery,
    data: adminUsersResponse,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/:id',
    summary: 'Activate or deactivate an account; venues: membership, coordinates, address; customers: level',
    tag,
    access: OPERATORS.support,
    params: idParams({ id: VENUE_MSG.userNotFound }),
    body: adminUserUpdateRequest,
    data: z.object({ user: adminUserItem, message: z.string() }),
  }),
  declineSocial: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/decline-social',
    summary: "Decline a customer's social accounts with a reason; the customer is messaged (issue 14)",
    tag,
    access: OPERATORS.support,
    params: idParams({ id: VENUE_MSG.userNotFound }),
    body: declineSocialRequest,
    data: z.object({ user: adminUserItem, message: z.string() }),
  }),
};
