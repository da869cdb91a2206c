/** Owner messages (campaign verified, new submission, top-up received, campaign rejected or ended). */
import { z } from 'zod';
import { campaignPageQuery, ownerMessage } from './campaigns';
import { defineRoute } from './http/contract';

export const messagesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/messages',
    summary: 'Newest first, as they were before this call; the call marks them seen',
    tag: 'Messages',
    access: 'signed-in',
    query: campaignPageQuery(100, 100),
    data: z.object({ messages: z.array(ownerMessage), total: z.number() }),
  }),
};
