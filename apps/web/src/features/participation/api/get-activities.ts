import { useQuery } from '@tanstack/react-query';
import { participationApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { activitiesKey } from '../../../lib/query-keys';

export type ActivityList = 'current' | 'prev';

export const getActivities = (which: ActivityList, signal?: AbortSignal) =>
  call(participationApi[which], {}, { signal }).then((d) => d.activities);

/** GET /api/activities/current | prev (100 a page, more than anyone holds at once). */
export const useActivities = (which: ActivityList) =>
  useQuery({
    queryKey: [...activitiesKey, which],
    queryFn: ({ signal }) => getActivities(which, signal),
  });
