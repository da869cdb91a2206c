/** Web Push: a device's subscription, and what a person wants pushed (docs/push.md). */
import { z } from 'zod';
import { defineRoute } from './http/contract';
import { pushEndpointBody, pushPreferences, pushSubscriptionBody } from './push';

const tag = 'Push';

export const pushApi = {
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/push/subscriptions',
    summary:
      "Stores this device's subscription for the caller (a device signed in as someone else moves to them)",
    tag,
    access: 'signed-in',
    body: pushSubscriptionBody,
    data: z.object({ subscribed: z.literal(true) }),
  }),
  unsubscribe: defineRoute({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    summary: "Removes this device's subscription (sign-out, or push switched off on the device)",
    tag,
    access: 'signed-in',
    body: pushEndpointBody,
    data: z.object({ subscribed: z.literal(false) }),
  }),
  preferences: defineRoute({
    method: 'GET',
    path: '/api/push/preferences',
    summary: "The caller's push kinds (their role's) and quiet hours",
    tag,
    access: 'signed-in',
    data: pushPreferences,
  }),
  updatePreferences: defineRoute({
    method: 'PUT',
    path: '/api/push/preferences',
    summary: 'Switches push kinds on or off and quiet hours; kinds not given keep their setting',
    tag,
    access: 'signed-in',
    body: pushPreferences.partial(),
    data: pushPreferences,
  }),
};
