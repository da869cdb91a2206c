/** Pages more than one role opens (profile for all; campaign creation, details and messages for owners). */
export { ProfilePage } from '../../features/profile/pages/profile-page';
export { EditProfilePage } from '../../features/profile/pages/edit-profile-page';
export { CreateCampaignPage } from '../../features/campaigns/pages/create-campaign-page';
export { CampaignDetailsPage } from '../../features/campaigns/pages/campaign-details-page';
export { MessagesPage } from '../../features/messages/pages/messages-page';
