/**
 * The proof benchmark's world: the app built as production runs it (real clock, the queue polling), with
 * Instagram's keys and base URL pointing at the local mock; one funded owner with one live campaign; creators whose
 * Instagram is connected (the connection row written as the connect flow writes it, the token the mock's own).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config/env';
import type { Database } from '../../src/db/client';
import { socialConnections } from '../../src/db/schema';
import { sealTokens } from '../../src/features/creators';
import { benchPeople } from '../support/people';
import type { InstagramMock } from '../../test/support/platform-mocks/instagram';

export const OWNER_HANDLE = 'thecafe';
const DAY_MS = 86_400_000;

export type Creator = { activityId: string; auth: Record<string, string>; igUserId: string; link: string };

export async function proofWorld(database: Database, ig: InstagramMock) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-bench-proof-'));
  const config = testConfig({
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    logLevel: 'silent',
    social: {
      instagram: { clientId: ig.state.appId, clientSecret: ig.state.appSecret },
      tokenKey: 'bench-social-key-bench-social-key',
      baseUrls: { instagram: ig.baseUrl },
      sandbox: false,
    },
  });
  // No clock given: the system clock, as in production.
  const app = await buildApp({ config, database });
  await app.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const db = database.db;
  const { person, fund } = await benchPeople(app, db);

  async function http(method: 'GET' | 'POST', url: string, auth: Record<string, string>, body?: unknown) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { data?: Record<string, unknown> };
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    return json.data ?? {};
  }

  /** A live type 4 campaign (a post about the owner) with `places` places, paid $1 each. */
  async function campaign(places: number) {
    const owner = await person(2, { instagramId: `https://www.instagram.com/${OWNER_HANDLE}/` });
    await fund(owner, places * 200);
    const created = await http('POST', '/api/campaigns', owner.auth, {
      type: 4,
      title: 'Lunch post',
      conditions: 'Tag us and keep the post up for a week.',
      participantsCount: places,
      participantsShare: '1.00',
      endDate: new Date(Date.now() + 3 * DAY_MS).toISOString(),
      link: 'www.example.com/page',
      platform: 'instagram',
    });
    const id = (created.campaign as { id: string }).id;
    const operator = await person(4);
    await http('POST', `/api/admin/campaigns/${id}/verify`, operator.auth, { approve: true });
    return id;
  }

  /** A creator with Instagram connected, joined to the campaign, and their labelled post on the mock. */
  async function creator(n: number, campaignId: string): Promise<Creator> {
    const account = ig.addAccount({ username: `benchcreator${n}`, followers: 2000 });
    const who = await person(3, {
      instagramId: `https://www.instagram.com/${account.username}/`,
      instagramFollowers: 2000,
    });
    await db.insert(socialConnections).values({
      userId: who.user.id,
      platform: 'instagram',
      accountId: account.userId,
      handle: account.username,
      accountType: account.accountType,
      followers: account.followers,
      followersReadAt: new Date(),
      ...sealTokens(app.deps, {
        accessToken: ig.tokenFor(account.userId),
        refreshToken: null,
        accessExpiresAt: new Date(Date.now() + 60 * DAY_MS),
        refreshExpiresAt: null,
      }),
    });
    const accepted = await http('POST', `/api/campaigns/${campaignId}/accept`, who.auth);
    const activityId = (accepted.activity as { id: string }).id;
    // Published after joining (Meta's timestamps are to the second).
    const media = ig.addMedia(account.userId, {
      caption: `#ad Lunch at @${OWNER_HANDLE}, the best in town`,
      timestamp: new Date(Date.now() + 60_000).toISOString().replace(/\.\d+Z$/, '+0000'),
    });
    return { activityId, auth: who.auth, igUserId: account.userId, link: media.permalink };
  }

  /** The submission, timed from send to answer; the proof check is queued by it. */
  async function submit(c: Creator) {
    const sent = performance.now();
    await http('POST', `/api/activities/${c.activityId}/submit`, c.auth, { link: c.link, disclosed: true });
    return performance.now() - sent;
  }

  return {
    app,
    db,
    campaign,
    creator,
    submit,
    close: async () => {
      await app.deps.queue.stop();
      await app.close();
    },
  };
}
