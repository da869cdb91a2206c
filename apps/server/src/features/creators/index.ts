/** What the creators feature offers the others: the accept's fresh follower count, the jobs and the sweep. */
export { freshFollowers, creatorsWorkers, sweepConnections, CONNECTIONS_SWEEP_JOB } from './followers';
export { withConnection, findConnection, markReconnect, type ConnectedAccount } from './connection-access';
export { createPlatforms } from './platforms/registry';
export { connectionsOf } from './connection-info';
