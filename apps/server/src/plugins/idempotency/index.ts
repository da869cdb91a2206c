/** What the idempotency feature offers the others: replay-safe handlers (docs/idempotency.md). */
export {
  IDEMPOTENCY_MSG,
  idempotent,
  idempotentAroundProvider,
  idempotentBatch,
  purgeIdempotencyKeys,
  type BatchItemRunner,
} from './idempotency';
