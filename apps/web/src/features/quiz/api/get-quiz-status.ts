import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { quizStatusKey } from '../../../lib/query-keys';

/** GET /api/questions/current: the quiz to resume (any device), or the minutes until the next one. */
export const quizStatusQuery = queryOptions({
  queryKey: quizStatusKey,
  queryFn: ({ signal }) => call(quizApi.current, {}, { signal }),
  // It changes with the clock and on other devices: read it fresh each time it is needed.
  staleTime: 0,
});

/** While the page waits for the next quiz the minutes tick down: read again every 30 s so it says it right. */
export const useQuizStatus = () =>
  useQuery({
    ...quizStatusQuery,
    refetchInterval: (q) => (!q.state.data?.quiz && q.state.data?.minutesLeft ? 30_000 : false),
  });
