/**
 * The ending notice (docs/push.md "Events"): an owner whose open campaign ends within the next 24 hours with
 * submissions still undecided is told once, while there is time to decide (at the end settlement approves and pays
 * whatever is left). The mark (campaigns.ending_notice_at) and the message share a transaction, so the notice goes
 * out once per campaign however many servers sweep.
 */
import { campaignDay, MESSAGE_EVENT } from '@spruik/shared';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { pushMessages, writeMessage } from '../messages';
import { claimEndingNotice, countSubmitted, endingCampaignIds } from './ending.repository';

export const ENDING_NOTICE_JOB = 'campaign-ending-notices';
/** How long before its end a campaign with undecided submissions tells its owner. */
export const ENDING_NOTICE_HOURS = 24;

/** "ends today" or "ends tomorrow", in Melbourne calendar days (an end date is the end of a Melbourne day). */
export function endsWhen(endDate: Date, now: Date) {
  return campaignDay(endDate) === campaignDay(now) ? 'today' : 'tomorrow';
}

export function endingText(title: string, endDate: Date, now: Date, submitted: number) {
  const what = submitted === 1 ? '1 submission' : `${submitted} submissions`;
  return `Your campaign "${title}" ends ${endsWhen(endDate, now)} with ${what} to decide. Any left undecided are approved automatically when it ends.`;
}

/** One sweep (each scheduler tick): answers how many owners were told. */
export async function sweepEndingCampaigns(deps: Deps, opts: { limit?: number } = {}): Promise<number> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + ENDING_NOTICE_HOURS * 3_600_000);
  const ids = await endingCampaignIds(deps.db, now, until, opts.limit ?? 100);
  let told = 0;
  const failures: unknown[] = [];
  for (const id of ids) {
    try {
      const message = await withTransaction(deps.db, async (tx) => {
        const c = await claimEndingNotice(tx, id, now, until);
        if (!c) return null;
        return writeMessage(tx, deps, {
          userId: c.ownerId,
          title: endingText(c.title, c.endDate, now, await countSubmitted(tx, id)),
          event: MESSAGE_EVENT.rejectedOrEnded,
          kind: 'ending',
          campaignId: id,
        });
      });
      if (message) {
        told += 1;
        pushMessages(deps, [message]);
      }
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} ending notice(s) failed`);
  return told;
}
