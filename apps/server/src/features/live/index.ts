/** What the live feature offers the others: typed pushes to users' open tabs, now or after a commit. */
export { liveAfterCommit, pushBalance, pushLive } from './live';
