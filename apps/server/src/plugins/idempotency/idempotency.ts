import { ERROR_CODE } from '@spruik/shared';
/**
 * Idempotency-Key for the routes that move or reserve money (Stripe's convention). The key's record is written
 * in the SAME transaction as the money movement: a crash leaves both or neither, and a concurrent twin waits on
 * the key's primary key until the first commits, then replays its answer. A repeat with the same request
 * gets the first answer (same status and body, header Idempotent-Replayed: true); the same key with another
 * request is a 409. A refusal (4xx) rolls the record back with everything else, so a retry checks again.
 * Realtime pushes and mails the service asks for are held until the transaction has committed.
 * Top-up starts call a payment provider and use idempotentAroundProvider instead (no transaction held open).
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import stringify from 'safe-stable-stringify';
import type { Tx } from '../../db/client';
import { afterCommit, withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../lib/app-error';
import * as repo from './idempotency.repository';
import { releaseFailedKey, releaseIfPending } from './key-release';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Records are kept at least this long; a key reused after that is a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** 1 to 255 visible ASCII characters (no spaces, no control characters). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MSG = {
  keyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  keyReused: 'This request was already sent with different details. Check them and try again.',
  keyBusy: 'This request is still being processed. Please try again.',
} as const;

/** The request's key: the Idempotency-Key header, else the body's own request id (pay at venue); null if none. */
export function idempotencyKeyOf(req: FastifyRequest, fallback?: string | null): string | null {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return fallback || null;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw))
    throw badRequest(IDEMPOTENCY_MSG.keyInvalid, ERROR_CODE.IDEMPOTENCY_KEY_INVALID);
  return raw;
}

/**
 * What makes two requests "the same": method, path with its parameters and query, and the input: the route's
 * parsed input when it gives one (so "5" and 5.00, or a requestId in capitals, are the same), else the raw body.
 */
const requestHash = (req: FastifyRequest, input: unknown) =>
  createHash('sha256')
    .update(stringify([req.method, req.url, input ?? null]) ?? '')
    .digest('hex');

type Answer = { replayed: boolean; statusCode: number; body: unknown };
type Who = { userId: string; input?: unknown; fallbackKey?: string | null };
type Claim = { scope: repo.KeyScope; hash: string };

function claimOf(req: FastifyRequest, who: Who): Claim | null {
  const key = idempotencyKeyOf(req, who.fallbackKey);
  if (!key) return null;
  return {
    scope: { userId: who.userId, route: `${req.method} ${req.routeOptions.url}`, key },
    hash: requestHash(req, who.input === undefined ? req.body : who.input),
  };
}

/** The first request's answer for a repeat, or a 409 when the repeat is another request or still running. */
function replayOf(first: repo.KeyRecord | undefined, hash: string): Answer {
  // No record: purged between the two statements (a day old), so it is best retried.
  if (!first) throw conflict(IDEMPOTENCY_MSG.keyBusy, ERROR_CODE.IDEMPOTENCY_KEY_BUSY);
  if (first.requestHash !== hash)
    throw conflict(IDEMPOTENCY_MSG.keyReused, ERROR_CODE.IDEMPOTENCY_KEY_REUSED);
  if (first.statusCode === null) throw conflict(IDEMPOTENCY_MSG.keyBusy, ERROR_CODE.IDEMPOTENCY_KEY_BUSY);
  return { replayed: true, statusCode: first.statusCode, body: first.response };
}

/** Stored as it is sent, so the first answer and every replay are the same JSON. */
const asSent = (result: unknown): unknown => JSON.parse(JSON.stringify(result) ?? 'null');

function send<T>(reply: FastifyReply, answer: Answer): T {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(answer.statusCode);
  return answer.body as T;
}

/**
 * Runs `run` at most once per (user, route, key). Without a key it simply runs. With one, `run` gets deps whose
 * `db` is the open transaction (services' own transactions nest inside it as savepoints).
 */
export async function idempotent<T>(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  who: Who,
  run: (deps: Deps) => Promise<T>,
): Promise<T> {
  const claim = claimOf(req, who);
  if (!claim) return run(deps);
  const { scope, hash } = claim;

  const answer = await withTransaction(deps.db, async (tx): Promise<Answer> => {
    if (!(await repo.claimKey(tx, scope, hash, deps.clock.now())))
      return replayOf(await repo.findKey(tx, scope), hash);
    const body = asSent(await run(deferringDeps(deps, tx, req.log)));
    await repo.saveAnswer(tx, scope, reply.statusCode, body);
    return { replayed: false, statusCode: reply.statusCode, body };
  });
  return send(reply, answer);
}

/** Runs one item of a batch in its own transaction, at most once per request key (see idempotentBatch). */
export type BatchItemRunner = <R>(item: string, work: (deps: Deps) => Promise<R>) => Promise<R>;

/**
 * The same promise for a batch whose items each move money in a transaction of their own (bulk "mark paid"). One
 * transaction around them all would hold every item's locks to the end and take a withdrawal's row lock after
 * another's ledger accounts, against the lock order (docs/ledger.md). So:
 * - the request's record is claimed first, in a short transaction of its own: the same key with another request
 *   is a 409, an answered one is replayed;
 * - `run` calls `each(item, work)` per item: the item runs in its own transaction with a record of its own (the
 *   route's pattern + ' #' + item, same key and hash), written with the item's effect. A retry after a lost
 *   answer or a crash, or a concurrent twin, replays each item that went through (a twin waits on the item's
 *   record) and runs only the rest, so every item happens once and every answer is the same;
 * - the whole answer is stored at the end. An item that throws (a refusal) keeps no record, like any refusal.
 */
export async function idempotentBatch<T>(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  who: Who,
  run: (each: BatchItemRunner) => Promise<T>,
): Promise<T> {
  const claim = claimOf(req, who);
  if (!claim) return run((_item, work) => work(deps));
  const { scope, hash } = claim;
  const first = await withTransaction(deps.db, async (tx) =>
    (await repo.claimKey(tx, scope, hash, deps.clock.now()))
      ? null
      : ((await repo.findKey(tx, scope)) ?? null),
  );
  if (first && (first.requestHash !== hash || first.statusCode !== null))
    return send(reply, replayOf(first, hash));

  const each: BatchItemRunner = <R>(item: string, work: (deps: Deps) => Promise<R>) =>
    withTransaction(deps.db, async (tx): Promise<R> => {
      const itemScope = { ...scope, route: `${scope.route} #${item}` };
      if (!(await repo.claimKey(tx, itemScope, hash, deps.clock.now())))
        return replayOf(await repo.findKey(tx, itemScope), hash).body as R;
      const result = asSent(await work(deferringDeps(deps, tx, req.log))) as R;
      await repo.saveAnswer(tx, itemScope, 200, result);
      return result;
    });
  const body = asSent(await run(each));
  await repo.saveAnswer(deps.db, scope, reply.statusCode, body);
  return send(reply, { replayed: false, statusCode: reply.statusCode, body });
}

/** An unanswered record older than this belongs to a start that died mid-way: a retry may take it over. */
export const PROVIDER_CALL_STALE_MS = 2 * 60_000;

/**
 * The same promise for work that calls a payment provider (a top-up start), where no transaction may stay open
 * across the network call (on the embedded database it would stop every other query). The record is claimed
 * first and answered after; meanwhile a twin gets 409 IDEMPOTENCY_KEY_BUSY. A failure (the call's, or the
 * answer's write) releases the key, retrying the release while the database refuses it (key-release.ts); a
 * start that died without either is taken over by a retry after PROVIDER_CALL_STALE_MS. Such a start reserves
 * no money (the credit comes once, from the verify call or the webhook), so the worst case is an unused checkout.
 */
export async function idempotentAroundProvider<T>(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  who: Who,
  run: () => Promise<T>,
): Promise<T> {
  const claim = claimOf(req, who);
  if (!claim) return run();
  const { scope, hash } = claim;
  const now = deps.clock.now();
  await releaseIfPending(deps.db, scope, req.log);
  if (!(await repo.claimKey(deps.db, scope, hash, now))) {
    const first = await repo.findKey(deps.db, scope);
    const stale = new Date(now.getTime() - PROVIDER_CALL_STALE_MS);
    const takenOver =
      first?.statusCode === null &&
      first.requestHash === hash &&
      (await repo.takeOverStaleKey(deps.db, scope, stale, now));
    if (!takenOver) return send(reply, replayOf(first, hash));
  }
  let body: unknown;
  try {
    body = asSent(await run());
    await repo.saveAnswer(deps.db, scope, reply.statusCode, body);
  } catch (err) {
    // No money moved (a start reserves none): the key is free for a retry, at once (key-release.ts).
    await releaseFailedKey(deps.db, scope, req.log, PROVIDER_CALL_STALE_MS);
    throw err;
  }
  return send(reply, { replayed: false, statusCode: reply.statusCode, body });
}

/**
 * The service's deps inside the transaction: its pushes, mails and jobs wait for the commit (afterCommit). The money
 * has moved and the answer is stored by then, so a lost push or mail is logged, never turned into an error.
 */
function deferringDeps(deps: Deps, tx: Tx, log: FastifyBaseLogger): Deps {
  const later = (effect: () => unknown) =>
    afterCommit(tx, async () => {
      try {
        await effect();
      } catch (err) {
        log.error({ err }, 'side effect after commit failed');
      }
    });
  return {
    ...deps,
    db: tx,
    realtime: {
      ...deps.realtime,
      emitToUser: (userId, event, payload) => later(() => deps.realtime.emitToUser(userId, event, payload)),
      disconnectUser: (userId) => later(() => deps.realtime.disconnectUser(userId)),
    },
    mailer: { send: async (mail) => later(() => deps.mailer.send(mail)) },
    // A job reads what its request committed: queued before the commit, it could run first and find nothing.
    queue: {
      ...deps.queue,
      send: async (name, data, options) => later(() => deps.queue.send(name, data, options)),
    },
  };
}

/** The scheduled clean-up: records older than the TTL go (a reused old key is then a new request). */
export function purgeIdempotencyKeys(deps: Pick<Deps, 'db' | 'clock'>) {
  const cutoff = new Date(deps.clock.now().getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000);
  return repo.purgeKeysBefore(deps.db, cutoff);
}
