/** What the push feature offers the others: queueing a message's push, its jobs and its sweep (docs/push.md). */
export {
  PUSH_MESSAGE_JOB,
  PUSH_RETRY_JOB,
  PUSH_CONCURRENCY,
  SUBMISSION_GROUPING_SECONDS,
  pushWorkers,
  queueMessagePush,
} from './push.jobs';
export { PUSH_SWEEP_JOB, sweepUnpushed } from './sweep';
