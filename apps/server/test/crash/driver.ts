/**
 * The crash run: one compiled server on a fresh PostgreSQL database, N clients sending a random mix of money
 * operations, and a killer that SIGKILLs the server at K moments spread over the run and starts it again on the
 * same port and database. Clients send what got no answer again, with the same key, until it is answered. Then
 * verify() compares the database with the model (see verify.ts).
 */
import { startFleet } from '../fleet/fleet';
import { crashHttp } from './http';
import { Model, type Actor } from './model';
import { operations, type World } from './operations';
import { learnPayouts, letPayoutsFinish } from './payouts';
import { verify } from './verify';

export type CrashOptions = { ops: number; kills: number; clients: number; seed: number };
export type KillRecord = { atOp: number; inFlight: number; downMs: number };

/** mulberry32: a small seeded generator, so a failing run can be repeated with CRASH_SEED. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function runCrash(o: CrashOptions, log: (line: string) => void = console.log) {
  const started = Date.now();
  const fleet = await startFleet(1, {
    // Thousands of writes from a few accounts in a minute or two: the limits are not under test here.
    RATE_LIMIT_PER_EMAIL: '1000000',
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  });
  try {
    const server = fleet.servers[0];
    const http = crashHttp(server.base);
    const model = new Model();
    const rand = seeded(o.seed);

    const actor = async (role: 1 | 2 | 3 | 4, followers = 0): Promise<Actor> => {
      const u = await fleet.createUser(role, {
        ...(role === 3 ? { instagramFollowers: followers, tiktokFollowers: 500 } : {}),
        ...(role === 1 ? { tiktokId: 'https://www.tiktok.com/@crash' } : {}),
      });
      return { id: u.user.id, role, auth: u.auth, followers };
    };
    const admin = await actor(4);
    const ctx = { http, model, db: fleet.db, admin, rand };
    const clients: Array<ReturnType<typeof operations>> = [];
    for (let i = 0; i < o.clients; i++) {
      const world: World = {
        business: await actor(2),
        venue: await actor(1),
        customers: [await actor(3, 800), await actor(3, 5_000), await actor(3, 20_000)],
        payers: [await actor(2), await actor(2)],
      };
      clients.push(operations(ctx, world));
    }
    await Promise.all(clients.map((c) => c.setUp()));
    const setUpMs = Date.now() - started;
    log(`crash: world ready in ${(setUpMs / 1000).toFixed(1)} s (${o.clients} clients), seed ${o.seed}`);

    let next = 0;
    let finished = 0;
    const runStarted = Date.now();
    const runClient = async (c: (typeof clients)[number]) => {
      while (next < o.ops) {
        next++;
        await c.step();
        finished++;
      }
    };

    // Kill k falls somewhere in the middle of the k-th of K equal stretches of the run.
    const killAt = Array.from({ length: o.kills }, (_, k) =>
      Math.floor(((k + 0.2 + rand() * 0.6) / o.kills) * o.ops),
    );
    const kills: KillRecord[] = [];
    let lastRestart = new Date();
    let running = true;
    const killer = (async () => {
      for (const at of killAt) {
        while (running && next < at) await new Promise((r) => setTimeout(r, 5));
        if (!running) break;
        // A moment later, so the kill lands inside requests, not between them.
        await new Promise((r) => setTimeout(r, rand() * 30));
        const inFlight = http.stats.inFlight;
        const down = Date.now();
        await server.kill();
        await server.restart();
        lastRestart = new Date();
        kills.push({ atOp: finished, inFlight, downMs: Date.now() - down });
        log(
          `crash: kill ${kills.length} at op ${finished}, ${inFlight} requests in flight, back in ${Date.now() - down} ms`,
        );
      }
    })();
    await Promise.all(clients.map(runClient));
    running = false;
    await killer;
    const runMs = Date.now() - runStarted;

    // The payouts still in flight finish (the queue and the TEST MODE rails), and the model learns each outcome.
    const stuck = await letPayoutsFinish(fleet.db, lastRestart, 90_000);
    log(`crash: payouts settled${stuck ? `, ${stuck} still in flight` : ''}`);
    await learnPayouts(http, model);

    const problems = await verify(fleet.db, model);
    return {
      ops: finished,
      kills,
      stats: http.stats,
      model,
      problems,
      setUpMs,
      runMs,
      totalMs: Date.now() - started,
      serverLog: server.log.join(''),
    };
  } finally {
    await fleet.close();
  }
}
