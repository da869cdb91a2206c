import type { CampaignAnalytics } from '@spruik/shared';

/**
 * The one vocabulary of Campaign Analytics, shared by the figures and the chart: a creator joins
 * (takes a place), submits a proof, and is approved (paid); the places nobody holds are free.
 */
export const ANALYTICS_WORDS = {
  joined: 'Joined',
  submitted: 'Submitted',
  approved: 'Approved',
  free: 'Free places',
} as const;

/** Places nobody holds: the campaign's places minus the creators who joined (never below 0). */
export const freePlaces = (a: Pick<CampaignAnalytics, 'maxParticipants' | 'accepted'>) =>
  Math.max(0, a.maxParticipants - a.accepted);
