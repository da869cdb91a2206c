/**
 * The push jobs (docs/push.md, "Sending"): `push.message` turns a committed message into a push to each of its
 * person's devices; `push.retry` sends one device's push again when its push service was busy or down.
 */
import { PUSH_KIND_NAMES, pushPayload, type PushKind, type PushPayload } from '@spruik/shared';
import type { PushSettings } from '../../config/push-settings';
import type { Config } from '../../config/env';
import type { Deps } from '../../deps';
import type { Worker } from '../../plugins/job-queue';
import { buildPayload, isMoney } from './payload';
import * as repo from './push.repository';
import { quietUntil } from './quiet-hours';
import { sendPush } from './send';

export const PUSH_MESSAGE_JOB = 'push.message';
export const PUSH_RETRY_JOB = 'push.retry';
/** Submissions to one campaign within this many seconds of the first become one push. */
export const SUBMISSION_GROUPING_SECONDS = 5;
/** Push jobs wait on the network, not the database: many run at once per server. */
export const PUSH_CONCURRENCY = 25;

type PushDeps = Deps & { config: Config & { push: PushSettings } };
const pushOn = (deps: Deps): deps is PushDeps => deps.config.push !== null;

/** The job's key: one queued job per message, or per person and campaign for submissions (grouped). */
export const pushJobKey = (m: {
  id: string;
  userId: string;
  kind: string | null;
  campaignId: string | null;
}) =>
  m.kind === 'submission' && m.campaignId ? `submission:${m.userId}:${m.campaignId}` : `message:${m.id}`;

/** Queues the push of a committed message (never throws; the sweep queues a lost one again). */
export function queueMessagePush(
  deps: Deps,
  m: { id: string; userId: string; kind: string | null; campaignId: string | null },
  delaySeconds?: number,
) {
  if (!pushOn(deps) || !m.kind) return;
  const grouped = m.kind === 'submission' && m.campaignId;
  void deps.queue.send(
    PUSH_MESSAGE_JOB,
    { messageId: m.id },
    {
      singletonKey: pushJobKey(m),
      startAfterSeconds: delaySeconds ?? (grouped ? SUBMISSION_GROUPING_SECONDS : 0),
    },
  );
}

async function pushMessage(deps: Deps, data: Record<string, unknown>) {
  if (!pushOn(deps) || typeof data.messageId !== 'string') return;
  // Not there: its transaction rolled back (or has not committed yet: the sweep tries again).
  const m = await repo.messageForPush(deps.db, data.messageId);
  if (!m || !m.kind || !PUSH_KIND_NAMES.includes(m.kind)) return;
  // A submission's group may still hold unpushed messages after this one went; markPushed decides.
  if (m.pushed_at !== null && m.kind !== 'submission') return;
  const kind: PushKind = m.kind;
  const now = deps.clock.now();
  const subs = await repo.subscriptionsOf(deps.db, m.user_id);
  const switchedOff = m.kinds_off?.includes(kind) ?? false;
  // An account switched off by the operator is told nothing more (its sessions are already closed).
  if (subs.length === 0 || switchedOff || !m.is_active) {
    await repo.markPushed(deps.db, m, now);
    return;
  }
  const until = (m.quiet_hours ?? true) && !isMoney(kind) ? quietUntil(now) : null;
  if (until) {
    const job = { id: m.id, userId: m.user_id, kind, campaignId: m.campaign_id };
    queueMessagePush(deps, job, Math.ceil((until.getTime() - now.getTime()) / 1000));
    return;
  }
  const count = await repo.markPushed(deps.db, m, now);
  if (count === 0) return;
  const payload = buildPayload({
    messageId: m.id,
    kind,
    title: m.title,
    role: m.role,
    campaignId: m.campaign_id,
    campaignTitle: m.campaign_title,
    count,
    unseen: m.unseen,
  });
  await sendToDevices(deps, subs, payload);
}

/** Every device at once; each answer recorded in one statement per outcome. */
async function sendToDevices(deps: PushDeps, subs: repo.SubscriptionRow[], payload: PushPayload) {
  const outcomes = await Promise.all(subs.map((s) => sendPush(deps.config, s, payload)));
  const ids = (o: string) => subs.filter((_, i) => outcomes[i] === o).map((s) => s.id);
  await repo.recordAnswers(deps.db, ids('sent'), ids('gone'), deps.clock.now());
  for (const s of subs.filter((_, i) => outcomes[i] === 'retry'))
    void deps.queue.send(PUSH_RETRY_JOB, { subscriptionId: s.id, payload }, { startAfterSeconds: 10 });
}

/** A retry's send: throwing on a busy or failing push service makes the queue retry it with backoff. */
async function retryPush(deps: Deps, data: Record<string, unknown>) {
  const payload = pushPayload.safeParse(data.payload);
  if (!pushOn(deps) || typeof data.subscriptionId !== 'string' || !payload.success) return;
  const sub = await repo.subscriptionById(deps.db, data.subscriptionId);
  if (!sub) return;
  const outcome = await sendPush(deps.config, sub, payload.data);
  if (outcome === 'retry') throw new Error('push service busy or unreachable');
  await repo.recordAnswers(
    deps.db,
    outcome === 'sent' ? [sub.id] : [],
    outcome === 'gone' ? [sub.id] : [],
    deps.clock.now(),
  );
}

export const pushWorkers: Worker[] = [
  { name: PUSH_MESSAGE_JOB, run: pushMessage, concurrency: PUSH_CONCURRENCY },
  { name: PUSH_RETRY_JOB, run: retryPush, concurrency: PUSH_CONCURRENCY },
];
