/**
 * Creators: the operator's verification of social accounts, and accounts connected through the platforms' own
 * sign-in (docs/connected-accounts.md): connect, the platform's callback, disconnect, Meta's deauthorize and
 * data-deletion callbacks, and the TEST MODE pages standing in for a platform without keys.
 */
import { z } from 'zod';
import { adminUserItem } from './admin';
import { OPERATORS, ROLES } from './constants';
import { declineSocialRequest, platformParams } from './creators';
import { defineRoute } from './http/contract';
import { idParams, messageData } from './http/wire';
import { VENUE_MSG } from './venues';

const tag = 'Admin: accounts';
const connectTag = 'Connected accounts';

/** What a browser or a platform sends: anything, read leniently by the handler (a page, never a JSON error). */
const loose = z.unknown().optional();

/** Meta posts `signed_request` as a form field (docs/connected-accounts.md, "Connecting an account"). */
const signedRequestBody = z.object({
  signed_request: z
    .string({ error: 'signed_request is required.' })
    .min(1, { error: 'signed_request is required.' })
    .max(8192, { error: 'signed_request is too long.' }),
});

const sandboxPostsParams = platformParams.extend({
  key: z.string().max(300, { error: 'This test account does not exist.' }),
});
const sandboxPostParams = sandboxPostsParams.extend({
  postId: z.string().max(100, { error: 'This test post does not exist.' }),
});

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
  connect: defineRoute({
    method: 'POST',
    path: '/api/users/me/social/:platform/connect',
    summary: "Start connecting an account: answers the platform's consent page (or the TEST MODE page)",
    tag: connectTag,
    access: [ROLES.customer],
    params: platformParams,
    data: z.object({ url: z.string() }),
  }),
  disconnect: defineRoute({
    method: 'DELETE',
    path: '/api/users/me/social/:platform',
    summary: 'Disconnect an account: revokes the token where the platform offers it and deletes it',
    tag: connectTag,
    access: [ROLES.customer],
    params: platformParams,
    data: messageData,
  }),
  callback: defineRoute({
    method: 'GET',
    path: '/api/social/:platform/callback',
    summary: "The platform's return after consent: stores the connection and redirects to /profile",
    tag: connectTag,
    access: 'public',
    params: platformParams,
    query: z.object({ code: loose, state: loose, error: loose }),
    produces: 'text/html',
  }),
  deauthorize: defineRoute({
    method: 'POST',
    path: '/api/social/instagram/deauthorize',
    summary:
      "Meta's deauthorize callback (signed_request): deletes the connection and what was read through it",
    tag: connectTag,
    access: 'public',
    body: signedRequestBody,
    data: messageData,
  }),
  dataDeletion: defineRoute({
    method: 'POST',
    path: '/api/social/instagram/data-deletion',
    summary:
      "Meta's data-deletion callback (signed_request): answers { url, confirmation_code } as Meta requires",
    tag: connectTag,
    access: 'public',
    body: signedRequestBody,
  }),
  deletionStatus: defineRoute({
    method: 'GET',
    path: '/api/social/instagram/deletion/:code',
    summary: 'The status page of a Meta data-deletion request',
    tag: connectTag,
    access: 'public',
    params: z.object({ code: z.string().max(100, { error: 'This deletion request does not exist.' }) }),
    produces: 'text/html',
  }),
  sandboxConnectPage: defineRoute({
    method: 'GET',
    path: '/api/social/:platform/sandbox',
    summary: 'TEST MODE consent page (only while the social sandbox is on)',
    tag: connectTag,
    access: 'public',
    params: platformParams,
    query: z.object({ state: loose }),
    produces: 'text/html',
  }),
  sandboxConnectDecide: defineRoute({
    method: 'POST',
    path: '/api/social/:platform/sandbox',
    summary: 'TEST MODE consent: Approve or Deny, back through the real callback',
    tag: connectTag,
    access: 'public',
    params: platformParams,
    body: z.object({ state: loose, handle: loose, accountType: loose, followers: loose, decision: loose }),
    produces: 'text/html',
  }),
  sandboxPostsPage: defineRoute({
    method: 'GET',
    path: '/api/social/:platform/sandbox/posts/:key',
    summary: "TEST MODE: a sandbox account's posts",
    tag: connectTag,
    access: 'public',
    params: sandboxPostsParams,
    produces: 'text/html',
  }),
  sandboxPostCreate: defineRoute({
    method: 'POST',
    path: '/api/social/:platform/sandbox/posts/:key',
    summary: 'TEST MODE: publish a post on a sandbox account',
    tag: connectTag,
    access: 'public',
    params: sandboxPostsParams,
    body: z.object({ caption: loose }),
    produces: 'text/html',
  }),
  sandboxPostPrivate: defineRoute({
    method: 'POST',
    path: '/api/social/:platform/sandbox/posts/:key/:postId/private',
    summary: 'TEST MODE: make a sandbox post private (or public again)',
    tag: connectTag,
    access: 'public',
    params: sandboxPostParams,
    produces: 'text/html',
  }),
  sandboxPostDelete: defineRoute({
    method: 'POST',
    path: '/api/social/:platform/sandbox/posts/:key/:postId/delete',
    summary: 'TEST MODE: delete a sandbox post',
    tag: connectTag,
    access: 'public',
    params: sandboxPostParams,
    produces: 'text/html',
  }),
};
