import { useQuery } from '@tanstack/react-query';
import { messagesApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { messagesKey } from '../../../lib/query-keys';

export const getMessages = (signal?: AbortSignal) =>
  call(messagesApi.list, {}, { signal }).then((d) => d.messages);

/**
 * GET /api/messages: the owner's messages as they were (isSeen false for new ones); the server marks them
 * seen as it answers, so the unseen badge (on ['me']) must be refreshed after each load.
 */
export const useMessages = () =>
  useQuery({
    queryKey: messagesKey,
    queryFn: ({ signal }) => getMessages(signal),
    staleTime: 0,
  });
