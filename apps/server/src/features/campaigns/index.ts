/** What other features use of campaigns. */
export { liveCampaignIdsOf, lockLiveCampaignsOf, settleReversedCampaigns } from './reversed.service';
