/** Set-ups for the proof tests: a campaign world, a fake platform, a connected creator and their post. */
import { eq } from 'drizzle-orm';
import type { Platform } from '@spruik/shared';
import { socialConnections } from '../../src/db/schema';
import type { PlatformPost } from '../../src/features/creators';
import { campaignWorld, type Body, type Person } from '../campaigns/helpers';
import { connect, fakePlatform, useFake } from './fake-platform';

export const OWNER_HANDLE = 'thecafe';

export async function proofWorld(kind: 'pglite' | 'postgres' = 'pglite', platform: Platform = 'instagram') {
  const w = await campaignWorld(kind);
  const fake = fakePlatform(platform);
  useFake(w.t, fake);
  const owner = await w.business({
    instagramId: `https://www.instagram.com/${OWNER_HANDLE}/`,
    youtubeId: `https://www.youtube.com/@${OWNER_HANDLE}`,
  });
  await w.fund(owner, 100_000);

  /** A creator with their account connected on the platform (account id acc-<n>). */
  let n = 0;
  async function creator(connected = true) {
    const who = await w.customer({ instagramFollowers: 2000 });
    const account = {
      id: `acc-${++n}`,
      handle: `creator${n}`,
      accountType: 'MEDIA_CREATOR' as const,
      followers: 2000,
    };
    if (connected) await connect(w.t, who.user.id, platform, account);
    return { ...who, account };
  }

  /** A post on the creator's account published `minutes` after now, with the caption given. */
  function post(who: { account: { id: string } }, o: Partial<PlatformPost> = {}): PlatformPost {
    const p: PlatformPost = {
      id: `post-${fake.posts.length + 1}`,
      accountId: who.account.id,
      permalink: `https://www.instagram.com/p/post${fake.posts.length + 1}/`,
      caption: `#ad Lunch at @${OWNER_HANDLE}, the best in town`,
      publishedAt: new Date(w.t.clock.now().getTime() + 60_000),
      isPublic: true,
      ...o,
    };
    fake.posts.push(p);
    return p;
  }

  /** Joined and submitted with the post's link; answers the activity id. */
  async function joinAndSubmit(who: Person, campaignId: string, link: string, extra: Body = {}) {
    const activityId = await w.accept(who, campaignId);
    w.t.clock.advance(120_000);
    const res = await w.submit(who, activityId, { link, disclosed: true, ...extra });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return activityId;
  }

  /** The activity as its creator sees it (current or previous list). */
  async function mine(who: Person, activityId: string) {
    for (const list of ['current', 'prev']) {
      const res = await w.get(`/api/activities/${list}`, who);
      const found = res.body.data.activities.find((a: { id: string }) => a.id === activityId);
      if (found) return found;
    }
    throw new Error(`activity ${activityId} not listed`);
  }

  /** The participant as the owner sees it on the campaign's details. */
  async function participant(campaignId: string, activityId: string) {
    const res = await w.get(`/api/campaigns/${campaignId}`, owner);
    return res.body.data.campaign.participants.find((p: { id: string }) => p.id === activityId);
  }

  const messages = async (who: Person) =>
    (await w.get('/api/messages', who)).body.data.messages.map((m: { title: string }) => m.title) as string[];

  const connection = async (who: Person) =>
    (await w.t.db.select().from(socialConnections).where(eq(socialConnections.userId, who.user.id)))[0];

  const drain = (all = false) => w.t.app.deps.queue.drain({ all });

  return { ...w, fake, owner, creator, post, joinAndSubmit, mine, participant, messages, connection, drain };
}
