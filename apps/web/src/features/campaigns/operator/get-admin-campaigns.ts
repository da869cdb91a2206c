import { useInfiniteQuery } from '@tanstack/react-query';
import { type AdminCampaignStatus } from '@spruik/shared';
import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { adminKey } from '../../../lib/operator-key';

export type { AdminCampaign } from '@spruik/shared';
export type AdminCampaignsParams = { status: AdminCampaignStatus; q?: string };

export const ADMIN_CAMPAIGNS_PER_PAGE = 20;

export const getAdminCampaigns = (
  p: AdminCampaignsParams,
  cursor: string | undefined,
  signal?: AbortSignal,
) =>
  call(
    campaignsApi.adminList,
    { query: { status: p.status, q: p.q?.trim(), cursor, limit: ADMIN_CAMPAIGNS_PER_PAGE } },
    { signal },
  );

/**
 * GET /api/admin/campaigns?status=&q=: the verification queue (pending, oldest first) or a search of all, a page
 * at a time as the list scrolls.
 */
export const useAdminCampaigns = (p: AdminCampaignsParams) =>
  useInfiniteQuery({
    queryKey: [...adminKey, 'campaigns', p],
    queryFn: ({ pageParam, signal }) => getAdminCampaigns(p, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
