/**
 * The events the server pushes over the realtime channel (socket.io) to a signed-in user's open tabs; what each
 * carries is in live.ts. Apart from the payloads' schemas, so the web's live updates can name the events without
 * loading zod after the first screen.
 */
export const LIVE_EVENT = {
  /** Customers: wallet, pockets (all venues) and energy after they changed. */
  balance: 'balance',
  /** Customers: one of their activities was approved, rejected or expired. */
  activity: 'activity',
  /** A new message (owners' messages list; customers see it as a notice). */
  message: 'message',
  /** Owners: a participant submitted proof that waits for their decision. */
  participant: 'participant',
  /** Venues: a customer paid or redeemed at the venue. */
  payment: 'payment',
  /** Venues and the customer: the staff confirmed the customer's check-in code (a visit was recorded). */
  checkIn: 'checkIn',
  /** Customers and venues: one of their withdrawals moved (sent, paid, failed, rejected). */
  withdrawal: 'withdrawal',
} as const;
export type LiveEventName = (typeof LIVE_EVENT)[keyof typeof LIVE_EVENT];
