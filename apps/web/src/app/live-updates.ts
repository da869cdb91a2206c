/**
 * Live updates (packages/shared/src/live.ts): what the server pushes over the realtime channel becomes what
 * the open screens show, with no reload and no polling. Balances are written straight into the cached user;
 * lists are refetched. After a dropped connection every query is refetched: pushes sent meanwhile are lost.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ACTIVITY_STATUS, LIMITS, LIVE_EVENT, ROLES, type LiveEvents, type Me } from '@spruik/shared';
import { feedback } from '../lib/feedback';
import {
  activitiesKey,
  campaignDetailsKey,
  meKey,
  messagesKey,
  myPaymentsKey,
  myVouchersKey,
  ownerCampaignsKey,
  statementKey,
  venueCheckInsKey,
  venuePaymentsKey,
  venueVouchersKey,
  withdrawsKey,
} from '../lib/query-keys';
import { connectRealtime, onReconnect, subscribe } from '../lib/realtime';

/** The notice a customer sees when one of their activities changes. */
export function activityNotice({ status, title, reason }: LiveEvents['activity']): string | null {
  if (status === ACTIVITY_STATUS.approved) return `You are approved for "${title}".`;
  if (status === ACTIVITY_STATUS.rejected) return `You are rejected for "${title}".`;
  if (status === ACTIVITY_STATUS.expired && reason === 'timeUp')
    return `Your place on "${title}" expired: it was not submitted within 72 hours.`;
  if (status === ACTIVITY_STATUS.expired && reason === 'closedEarly')
    return `"${title}" was closed early: your activity expired and your ${LIMITS.energyPerAccept} energy was given back.`;
  if (status === ACTIVITY_STATUS.expired) return `"${title}" has ended: your activity expired.`;
  return null;
}

const refresh = (qc: QueryClient, ...keys: readonly (readonly unknown[])[]) =>
  keys.forEach((queryKey) => void qc.invalidateQueries({ queryKey }));

/** Every handler of a live event, given the query cache. */
export function liveHandlers(qc: QueryClient) {
  const isCustomer = () => qc.getQueryData<Me>(meKey)?.role === ROLES.customer;
  return {
    [LIVE_EVENT.balance]: (b: LiveEvents['balance']) => {
      qc.setQueryData<Me>(meKey, (me) => me && { ...me, wallet: b.wallet, energy: b.energy });
      // Per-venue pockets are read per venue: those screens refetch. So do open statements.
      refresh(qc, ['venue-credit'], statementKey);
    },
    [LIVE_EVENT.activity]: (a: LiveEvents['activity']) => {
      refresh(qc, activitiesKey, myVouchersKey);
      const notice = activityNotice(a);
      if (notice) feedback.notify(notice, a.status === ACTIVITY_STATUS.approved ? 'success' : 'error');
    },
    [LIVE_EVENT.message]: (m: LiveEvents['message']) => {
      // The unseen badge lives on the user. A message may tell of money (a withdrawal paid or rejected, a
      // top-up, an adjustment, a refund): statements, the customer's payments list and the venue's withdrawal
      // history show its new state.
      refresh(qc, meKey, messagesKey, statementKey, myPaymentsKey, withdrawsKey);
      if (isCustomer()) feedback.notify(m.title);
    },
    [LIVE_EVENT.participant]: (p: LiveEvents['participant']) => {
      refresh(qc, ownerCampaignsKey, campaignDetailsKey(p.campaignId));
    },
    [LIVE_EVENT.payment]: () => {
      refresh(qc, venuePaymentsKey, venueVouchersKey, meKey);
    },
    // One of the payee's withdrawals moved (sent, paid, failed...): its list shows the new state, and a failed
    // one's money is back in the balance. The message that may follow says so in words.
    [LIVE_EVENT.withdrawal]: (_w: LiveEvents['withdrawal']) => {
      refresh(qc, withdrawsKey, meKey, myPaymentsKey, statementKey);
    },
    // The venue's check-ins list; the customer's "I'm here" screen listens for its own confirmation itself.
    [LIVE_EVENT.checkIn]: () => {
      if (!isCustomer()) refresh(qc, venueCheckInsKey);
    },
  } satisfies { [E in keyof LiveEvents]: (payload: LiveEvents[E]) => void };
}

/** Subscribes the app to the live events for as long as it runs. */
export function useLiveUpdates() {
  const qc = useQueryClient();
  useEffect(() => {
    const handlers = liveHandlers(qc);
    const offs = Object.entries(handlers).map(([event, handler]) =>
      subscribe(event, handler as (payload: unknown) => void),
    );
    offs.push(onReconnect(() => void qc.invalidateQueries()));
    return () => offs.forEach((off) => off());
  }, [qc]);
}

/** Joins the realtime channel (docs/spec.md, Messages) and applies its events; renders nothing. */
export function LiveUpdates() {
  useLiveUpdates();
  useEffect(() => void connectRealtime(), []);
  return null;
}
