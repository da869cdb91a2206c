import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { campaignsApi, type AdminCampaignStatus } from '@spruik/shared';
import { call } from '../../../lib/api';
import { adminKey } from './keys';

export type { AdminCampaign } from '@spruik/shared';
export type AdminCampaignsParams = { status: AdminCampaignStatus; q?: string; page?: number };

export const ADMIN_CAMPAIGNS_PER_PAGE = 20;

export const getAdminCampaigns = (p: AdminCampaignsParams, signal?: AbortSignal) =>
  call(
    campaignsApi.adminList,
    { query: { status: p.status, q: p.q?.trim(), page: p.page ?? 1, limit: ADMIN_CAMPAIGNS_PER_PAGE } },
    { signal },
  );

/** GET /api/admin/campaigns?status=&q=&page=: the verification queue (pending) or a search of all. */
export const useAdminCampaigns = (p: AdminCampaignsParams) =>
  useQuery({
    queryKey: [...adminKey, 'campaigns', p],
    queryFn: ({ signal }) => getAdminCampaigns(p, signal),
    placeholderData: keepPreviousData,
  });
