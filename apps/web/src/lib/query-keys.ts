/**
 * Query keys that one feature refreshes for another. They live here so that the feature doing the refresh
 * need not import the other (accepting a campaign refreshes the activities, whose cards show campaigns).
 */
export const activitiesKey = ['activities'] as const;
