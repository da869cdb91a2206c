/**
 * Clicks for "Increase Click" (docs/connected-accounts.md, "Reach and clicks"): each participant shares their own
 * short link, which redirects to the owner's link and counts unique clicks. Clicks are shown, never paid by: type 1
 * still pays on the creator's "Done" (docs/business-rules.md).
 */
import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import { CAMPAIGN_TYPE, withHttps } from '@spruik/shared';
import type { DbOrTx } from '../../../db/client';
import type { Deps } from '../../../deps';
import { ensureClickLink, findClickTarget, insertClick } from './click-links.repository';

const HOUR_MS = 3_600_000;
/** The codes ensureClickLink makes (8 url-safe characters); up to 10 leaves room to lengthen them. */
const CODE = /^[A-Za-z0-9_-]{8,10}$/;

export const clickUrl = (publicUrl: string, code: string) => `${publicUrl}/l/${code}`;

/** A type 1 participant's link, made when they accept (and on first read for those who joined before links). */
export async function clickLinkFor(
  db: DbOrTx,
  activity: { id: string; campaignId: string },
  campaign: { type: number },
): Promise<string | null> {
  if (campaign.type !== CAMPAIGN_TYPE.increaseClick) return null;
  return ensureClickLink(db, activity.id, activity.campaignId);
}

/**
 * A visitor: a keyed hash of address and browser (TOKEN_PEPPER), so the table never holds an address and the
 * same person on the same browser counts once an hour.
 */
const visitorOf = (pepper: string, ip: string, userAgent: string) =>
  createHmac('sha256', pepper).update(`link-click\n${ip}\n${userAgent}`).digest('base64url');

/**
 * GET /l/{code}: where to send the visitor (null: not a code of ours), counting the click unless the browser is a
 * known crawler (link previews in chat apps fetch every link pasted) or the visitor clicked within the hour.
 */
export async function followClickLink(
  deps: Deps,
  code: string,
  visitor: { ip: string; userAgent: string },
): Promise<string | null> {
  if (!CODE.test(code)) return null;
  const target = await findClickTarget(deps.db, code);
  if (!target?.link) return null;
  // A missing user agent is no browser a person uses: not counted either.
  if (visitor.userAgent && !isbot(visitor.userAgent)) {
    const now = deps.clock.now();
    await insertClick(deps.db, {
      code,
      visitor: visitorOf(deps.config.tokenPepper, visitor.ip, visitor.userAgent),
      hour: new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS),
      at: now,
    });
  }
  return withHttps(target.link);
}
