/**
 * Query keys that one feature refreshes for another. They live here so that the feature doing the refresh
 * need not import the other (accepting a campaign refreshes the activities, whose cards show campaigns), and so
 * that the live updates (app/live-updates.ts) name what they refresh without loading every feature's reads and
 * their response checks (zod) after the first screen. Every feature imports them from here.
 */
export const activitiesKey = ['activities'] as const;
export const campaignDetailsKey = (id: string) => ['campaign-details', id] as const;
export const ownerCampaignsKey = ['owner-campaigns'] as const;
export const messagesKey = ['messages'] as const;
/** The signed-in user; invalidate it after anything that changes a balance or the profile. */
export const meKey = ['me'] as const;
/** Every statement query starts with this key: a live balance or message refreshes them all. */
export const statementKey = ['statement'] as const;
export const myVouchersKey = ['vouchers', 'mine'] as const;
export const myPaymentsKey = ['payments', 'mine'] as const;
export const withdrawsKey = ['withdraws'] as const;
/** Staff watch these at the counter: a `payment` live update refetches them (app/live-updates.ts). */
export const venuePaymentsKey = ['payments', 'venue'] as const;
export const venueVouchersKey = ['vouchers', 'venue'] as const;
/** The venue's check-ins tab: a `checkIn` live update refetches it. */
export const venueCheckInsKey = ['check-ins', 'venue'] as const;
/** The player's quiz: the one to resume, or when the next can start (/games and the Accept refusal read it). */
export const quizStatusKey = ['quiz-status'] as const;
