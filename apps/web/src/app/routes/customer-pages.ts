/** The customer chunk (role 3): its shell and pages. Imported lazily only. */
export { CustomerShell } from '../../features/shell/components/customer-shell';
export { CustomerHomePage } from '../../features/home/pages/customer-home-page';
export { MyWalletPage } from '../../features/wallet/pages/my-wallet-page';
export { MyEnergyPage } from '../../features/energy/pages/my-energy-page';
export { VenuesMapPage } from '../../features/venues/pages/venues-map-page';
export { VenuePage } from '../../features/venues/pages/venue-page';
export { VenueCampaignsForCustomerPage } from '../../features/venues/pages/venue-campaigns-for-customer-page';
export { VenueMenuPage } from '../../features/venues/pages/venue-menu-page';
export { VisitUsPage } from '../../features/venues/pages/visit-us-page';
export { PayAtVenuePage } from '../../features/pay-at-venue/pages/pay-at-venue-page';
export { PaymentReceiptPage } from '../../features/pay-at-venue/pages/payment-receipt-page';
export { MyActivityPage } from '../../features/activities/pages/my-activity-page';
export { CampaignsPage } from '../../features/campaigns/pages/campaigns-page';
export { GamesPage } from '../../features/games/pages/games-page';
export { MyRewardsPage } from '../../features/rewards/pages/my-rewards-page';
