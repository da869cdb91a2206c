/** What other features use of campaigns. */
export { lockLateCampaigns, lockLiveCampaignsOf, settleReversedCampaigns } from './reversed.service';
