import { useQuery } from '@tanstack/react-query';
import type { ActivityItem } from '@spruik/shared';
import { api } from '../../../lib/api';

export type ActivityList = 'current' | 'prev';

export const activitiesKey = ['activities'] as const;

/** GET /api/activities/current | prev (100 a page, more than anyone holds at once). */
export const useActivities = (which: ActivityList) =>
  useQuery({
    queryKey: [...activitiesKey, which],
    queryFn: ({ signal }) =>
      api<{ activities: ActivityItem[]; total: number }>(`/api/activities/${which}`, { signal }).then(
        (d) => d.activities,
      ),
  });
