import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCampaignStatus, CampaignOwnerView } from '@spruik/shared';
import { api } from '../../../lib/api';
import { adminKey } from './keys';

export type AdminCampaign = CampaignOwnerView & { ownerEmail: string };
export type AdminCampaignsParams = { status: AdminCampaignStatus; q?: string; page?: number };
export type AdminCampaignsPage = { campaigns: AdminCampaign[]; total: number; page: number; limit: number };

export const ADMIN_CAMPAIGNS_PER_PAGE = 20;

export const getAdminCampaigns = (p: AdminCampaignsParams, signal?: AbortSignal) =>
  api<AdminCampaignsPage>('/api/admin/campaigns', {
    query: { status: p.status, q: p.q?.trim(), page: p.page ?? 1, limit: ADMIN_CAMPAIGNS_PER_PAGE },
    signal,
  });

/** GET /api/admin/campaigns?status=&q=&page=: the verification queue (pending) or a search of all. */
export const useAdminCampaigns = (p: AdminCampaignsParams) =>
  useQuery({
    queryKey: [...adminKey, 'campaigns', p],
    queryFn: ({ signal }) => getAdminCampaigns(p, signal),
    placeholderData: keepPreviousData,
  });
