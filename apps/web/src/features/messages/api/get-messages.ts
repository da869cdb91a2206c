import { useQuery } from '@tanstack/react-query';
import type { OwnerMessage } from '@spruik/shared';
import { api } from '../../../lib/api';

export const messagesKey = ['messages'] as const;

/**
 * GET /api/messages: the owner's messages as they were (isSeen false for new ones); the server marks them
 * seen as it answers, so the unseen badge (on ['me']) must be refreshed after each load.
 */
export const useMessages = () =>
  useQuery({
    queryKey: messagesKey,
    queryFn: ({ signal }) =>
      api<{ messages: OwnerMessage[]; total: number }>('/api/messages', { signal }).then((d) => d.messages),
    staleTime: 0,
  });
