/**
 * npm run bench:push — how long a push takes to leave after the change that caused it commits (docs/push.md;
 * docs/performance.md "Push notifications"). Goal: p95 at most 2 s with 1,000 subscribers.
 *
 * One app on a fresh PostgreSQL database, its job queue started and polling as in production. SUBSCRIBERS creators,
 * each with one device subscribed at a local push service (one endpoint path each, which records when its request
 * arrives). The load: the operator credits each creator 1 cent (an adjustment: a money message, which quiet hours
 * never hold), RATE a second, open loop. A push's time = its request's arrival at the push service - its message's
 * created_at (written inside the adjustment's transaction, so a little before the commit: the figure errs high).
 *
 * Floor, same process and pacing: the same adjustments with push off for them (no subscription) and a no-op job
 * queued after each commit, timed from the same created_at to the job's start: the queue hop every push rides on.
 * Ratio = push p95 / floor p95 (reported; the budget is the goal's 2 s).
 *
 * Settings: BENCH_PUSH_SUBSCRIBERS (1000), BENCH_PUSH_RATE (20 a second), TEST_DATABASE_URL.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePart, type Figure } from '../../../../bench/lib/report';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config/env';
import { pushSettings } from '../../src/config/push-settings';
import { messages } from '../../src/db/schema';
import { workers } from '../../src/jobs/workers';
import { benchPeople, type BenchPerson } from '../support/people';
import { inArray } from 'drizzle-orm';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const SUBSCRIBERS = Number(process.env.BENCH_PUSH_SUBSCRIBERS ?? 1000);
const RATE = Number(process.env.BENCH_PUSH_RATE ?? 20);
const GOAL_P95_MS = 2000;
const FLOOR_JOB = 'bench.floor';

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const r0 = (v: number) => Math.round(v);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A push service on 127.0.0.1: answers 201 and notes when each endpoint's first request arrived. */
async function pushService() {
  const arrived = new Map<string, number>();
  const server = createServer((req, res) => {
    const at = Date.now();
    req.resume();
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop()!;
      if (!arrived.has(id)) arrived.set(id, at);
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/`;
  return { url, arrived, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const { freshDatabase } = await import('../../test/test-db');
const database = await freshDatabase('postgres');
const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-bench-push-'));
const push = pushSettings({}, { isProduction: false, dataDir });
if ('error' in push) throw new Error(push.error);
const config = testConfig({
  dataDir,
  uploadDir: path.join(dataDir, 'uploads'),
  logLevel: 'silent',
  push: push.value,
});
const app = await buildApp({ config, database });
await app.ready();
const service = await pushService();
const floorStarted = new Map<string, number>();
workers.push({
  name: FLOOR_JOB,
  run: async (_deps, data) => void floorStarted.set(String(data.userId), Date.now()),
});

try {
  const { person } = await benchPeople(app, database.db);
  const operator = await person(4);
  // One browser key pair for every device: the server encrypts for each subscription all the same.
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const keys = {
    p256dh: browser.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  console.log(`building ${SUBSCRIBERS} subscribed creators and ${SUBSCRIBERS} for the floor...`);
  const subscribed: BenchPerson[] = [];
  const bare: BenchPerson[] = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const p = await person(3, { instagramId: `https://www.instagram.com/benchpush${i}/` });
    const res = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: p.auth,
      payload: { endpoint: `${service.url}${p.user.id}`, keys },
    });
    if (res.statusCode !== 200) throw new Error(`subscribe: ${res.statusCode} ${res.body}`);
    subscribed.push(p);
    bare.push(await person(3, { instagramId: `https://www.instagram.com/benchfloor${i}/` }));
  }
  await app.deps.queue.start();

  /** Credits 1 cent; a 503 (the server shedding load) is asked again with the same key, as a client would. */
  const adjust = async (p: BenchPerson) => {
    const headers = { ...operator.auth, 'idempotency-key': randomUUID() };
    for (let attempt = 1; ; attempt++) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/users/${p.user.id}/adjustments`,
        headers,
        payload: { direction: 'credit', amount: '0.01', reason: 'Bench thank-you' },
      });
      if (res.statusCode === 200) return;
      if (res.statusCode !== 503 || attempt === 5) throw new Error(`adjust: ${res.statusCode} ${res.body}`);
      shed++;
      await sleep(250);
    }
  };
  let shed = 0;
  /** Credits each person 1 cent, RATE a second; `after` runs once each adjustment has answered. */
  const credit = async (people: BenchPerson[], after: (p: BenchPerson) => void) => {
    const calls: Promise<void>[] = [];
    const t0 = performance.now();
    for (let i = 0; i < people.length; i++) {
      const due = t0 + (i * 1000) / RATE;
      await sleep(Math.max(0, due - performance.now()));
      const p = people[i];
      calls.push(adjust(p).then(() => after(p)));
    }
    await Promise.all(calls);
  };
  /** Each person's message's created_at, in ms. */
  const createdAt = async (people: BenchPerson[]) => {
    const ids = people.map((p) => p.user.id);
    const rows = await database.db
      .select({ userId: messages.userId, createdAt: messages.createdAt })
      .from(messages)
      .where(inArray(messages.userId, ids));
    return new Map(rows.map((r) => [r.userId, r.createdAt.getTime()]));
  };
  const waitFor = async (seen: Map<string, number>, n: number, what: string) => {
    const deadline = Date.now() + 120_000;
    while (seen.size < n) {
      if (Date.now() > deadline) throw new Error(`${what}: ${seen.size} of ${n} after 2 minutes`);
      await sleep(50);
    }
  };

  console.log(`floor: ${SUBSCRIBERS} adjustments at ${RATE}/s, a no-op job after each...`);
  await credit(bare, (p) => void app.deps.queue.send(FLOOR_JOB, { userId: p.user.id }));
  await waitFor(floorStarted, SUBSCRIBERS, 'floor jobs');
  const floorWritten = await createdAt(bare);
  const floor = bare.map((p) => floorStarted.get(p.user.id)! - floorWritten.get(p.user.id)!);

  console.log(`push: ${SUBSCRIBERS} adjustments at ${RATE}/s to subscribed creators...`);
  await credit(subscribed, () => undefined);
  await waitFor(service.arrived, SUBSCRIBERS, 'pushes');
  const pushWritten = await createdAt(subscribed);
  const times = subscribed.map((p) => service.arrived.get(p.user.id)! - pushWritten.get(p.user.id)!);

  const p95 = quantile(times, 0.95);
  const floorP95 = quantile(floor, 0.95);
  console.log(
    `push p50 ${r0(quantile(times, 0.5))} ms, p95 ${r0(p95)} ms; floor p50 ${r0(quantile(floor, 0.5))} ms, p95 ${r0(floorP95)} ms`,
  );
  const note = `${SUBSCRIBERS} subscribers, ${RATE} money messages a second, PostgreSQL`;
  const figures: Figure[] = [
    { name: 'commit to push request p50', value: r0(quantile(times, 0.5)), unit: 'ms', budget: null },
    {
      name: 'commit to push request p95',
      value: r0(p95),
      unit: 'ms',
      budget: { op: '<=', value: GOAL_P95_MS },
      note,
    },
    { name: 'commit to queued job start p95 (floor)', value: r0(floorP95), unit: 'ms', budget: null },
    {
      name: 'push p95 / floor p95',
      value: Math.round((p95 / floorP95) * 100) / 100,
      unit: 'x',
      budget: null,
    },
  ];
  writePart('push', figures, { subscribers: SUBSCRIBERS, rate: RATE, shed });
} finally {
  await app.deps.queue.stop();
  await app.close();
  await service.close();
  await database.close();
}
process.exit(0);
