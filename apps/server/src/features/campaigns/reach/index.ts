/** Post re-reads for reach (docs/connected-accounts.md, "Reach and clicks"). */
export { READ_REACH_JOB, readReach, scheduleReachReads, sweepReachReads } from './reach-reads';
