/**
 * Live updates over the realtime channel (socket.io): what each event (live-events.ts) carries. The web updates
 * what it shows from them, without a reload.
 */
import { z } from 'zod';
import { ownerMessage } from './campaigns';
import { PAYOUT_STATES } from './payouts';

export const balanceEvent = z.object({ wallet: z.number(), pockets: z.number(), energy: z.number() });
export const activityEvent = z.object({
  activityId: z.string(),
  campaignId: z.string(),
  /** 2 approved, 3 rejected, 5 expired (as the activity lists). */
  status: z.number(),
  title: z.string(),
  /**
   * Expired only: 'timeUp' when 72 hours passed without a submission; 'closedEarly' when the campaign
   * was ended before its end date (the energy came back); else the campaign ended.
   */
  reason: z.enum(['ended', 'timeUp', 'closedEarly']).optional(),
});
export const participantEvent = z.object({ campaignId: z.string(), activityId: z.string() });
export const paymentEvent = z.object({
  paymentId: z.string(),
  total: z.number(),
  confirmationCode: z.string(),
  customerInstagramID: z.string().nullable(),
  createdAt: z.string(),
});
/** Sent to the venue (its check-ins list) and to the customer (the "I'm here" screen says so). */
export const checkInEvent = z.object({
  visitId: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  customerInstagramID: z.string().nullable(),
  createdAt: z.string(),
});

/** Sent to the payee: one of their withdrawals moved (sent, paid, failed...); the list reads it again. */
export const withdrawalEvent = z.object({ id: z.string(), state: z.enum(PAYOUT_STATES) });

/** What each event carries. */
export type LiveEvents = {
  balance: z.infer<typeof balanceEvent>;
  activity: z.infer<typeof activityEvent>;
  message: z.infer<typeof ownerMessage>;
  participant: z.infer<typeof participantEvent>;
  payment: z.infer<typeof paymentEvent>;
  checkIn: z.infer<typeof checkInEvent>;
  withdrawal: z.infer<typeof withdrawalEvent>;
};
