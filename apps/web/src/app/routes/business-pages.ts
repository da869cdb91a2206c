/** The business chunk (role 2): its shell and pages. Imported lazily only. */
export { BusinessShell } from '../../features/shell/components/business-shell';
export { BusinessHomePage } from '../../features/home/pages/business-home-page';
export { CreditPage } from '../../features/credit/pages/credit-page';
export { NewCampaignPage } from '../../features/campaigns/pages/new-campaign-page';
export { BusinessCampaignsPage } from '../../features/campaigns/pages/business-campaigns-page';
