/** The venue chunk (role 1): its shell and pages. Imported lazily only. */
export { VenueShell } from '../../features/shell/components/venue-shell';
export { VenueHomePage } from '../../features/home/pages/venue-home-page';
export { MenuEditorPage } from '../../features/menu/pages/menu-editor-page';
export { NewVenueCampaignPage } from '../../features/campaigns/pages/new-venue-campaign-page';
export { VenuePaymentsPage } from '../../features/venue-payments/pages/venue-payments-page';
export { VenueCampaignsPage } from '../../features/campaigns/pages/venue-campaigns-page';
export { VenueCreditPage } from '../../features/credit/pages/venue-credit-page';
