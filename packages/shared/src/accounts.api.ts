/** Accounts and the signed-in user's profile (docs/spec.md, Roles and sign-in). */
import { z } from 'zod';
import {
  changePassRequest,
  forgetRequest,
  meSchema,
  MSG,
  signinRequest,
  signupRequest,
  updateMeRequest,
  verifyRequest,
} from './accounts';
import { adminUserItem, adminUsersResponse, adminUserUpdateRequest } from './admin';
import { OPERATORS, TEXT_LIMITS } from './constants';
import { defineRoute } from './http/contract';
import { idParams, messageData } from './http/wire';
import { operatorSession, secondFactorNeeded } from './operator';
import { adminUsersQuery, VENUE_MSG } from './venues';

const tag = 'Accounts';

export const accountsApi = {
  verify: defineRoute({
    method: 'POST',
    path: '/api/verify',
    summary:
      'E-mail a 6-digit sign-up code (at most one a minute per address); a registered address is mailed ' +
      '"you already have an account" instead, with the same answer',
    tag,
    access: 'public',
    body: verifyRequest,
    data: messageData,
  }),
  signup: defineRoute({
    method: 'POST',
    path: '/api/signup',
    summary: 'Create an account with the e-mailed code (also accepted as a `token` header)',
    tag,
    access: 'public',
    body: signupRequest,
    data: z.object({
      message: z.string(),
      user: z.object({ _id: z.string(), id: z.string(), role: z.number() }),
    }),
  }),
  signin: defineRoute({
    method: 'POST',
    path: '/api/signin',
    summary:
      'Sign in: a bearer token, the role, the user id, and a device token to send with the next sign-in from ' +
      'this device (its own rate-limit budget); an operator who owes a second factor gets a challenge instead',
    tag,
    access: 'public',
    body: signinRequest,
    data: z.union([operatorSession.extend({ deviceToken: z.string() }), secondFactorNeeded]),
  }),
  forget: defineRoute({
    method: 'POST',
    path: '/api/forget',
    summary: 'E-mail a reset link (the same answer whether or not the address is registered)',
    tag,
    access: 'public',
    body: forgetRequest,
    data: messageData,
  }),
  changePass: defineRoute({
    method: 'POST',
    path: '/api/change-pass',
    summary: 'Set a new password with a reset link token (the `token` query parameter, or in the body)',
    tag,
    access: 'public',
    query: z.object({
      token: z
        .string({ error: MSG.resetInvalid })
        .max(TEXT_LIMITS.resetToken, { error: MSG.resetInvalid })
        .optional(),
    }),
    body: changePassRequest,
    data: messageData,
  }),
  getMe: defineRoute({
    method: 'GET',
    path: '/api/users/me',
    summary: 'The signed-in user, balances in dollars',
    tag,
    access: 'signed-in',
    data: z.object({ user: meSchema }),
  }),
  updateMe: defineRoute({
    method: 'PUT',
    path: '/api/users/me',
    summary: 'Edit the profile (once every 30 days)',
    tag,
    access: 'signed-in',
    body: updateMeRequest,
    data: z.object({ user: meSchema, message: z.string() }),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Accounts, newest first: filter by role, status (pending, active) and a search text',
    tag,
    access: OPERATORS.supportAndFinance,
    query: adminUsersQuery,
    data: adminUsersResponse,
  }),
  adminUpdate: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/:id',
    summary: 'Activate or deactivate an account; venues: membership, coordinates, address; customers: level',
    tag,
    access: OPERATORS.support,
    params: idParams({ id: VENUE_MSG.userNotFound }),
    body: adminUserUpdateRequest,
    data: z.object({ user: adminUserItem, message: z.string() }),
  }),
};
