/**
 * What other features use of campaigns. Participation (activities, proofs, appeals) works on campaigns' rows, so
 * it reads and writes them through the repositories, rules and approval exported here.
 */
export { lockLateCampaigns, lockLiveCampaignsOf, settleReversedCampaigns } from './reversed.service';
export * as campaignsRepo from './campaigns.repository';
export * as activitiesRepo from './activities.repository';
export * as appealsRepo from './appeals.repository';
export { presentActivity } from './campaigns.presenter';
export { presentActivities } from './clicks/activity-links';
export { presentActivityAppeal, presentAdminAppeal } from './appeals.presenter';
export { offsetOf } from './campaign-read.service';
export { approveActivity } from './approval';
export { approvalKind, pocketVenueName, rewardText } from './approval-messages';
export { effectivePlatform, followersOn, isOpen, todoExpiryCutoff, type Campaign } from './campaign-rules';
export { refuseIfPaused } from './suspension';
export { scheduleReachReads } from './reach';
export { ENDING_NOTICE_JOB, sweepEndingCampaigns } from './ending.service';
