/**
 * The floor's script, generated from the server itself: for each benchmarked route, one request is sent to the app
 * (built in this process from the same source as the compiled server) and every statement it sends is captured
 * (capture.ts). Each value becomes a rule the floor (floor.ts) follows for its own requests: the caller's id, an
 * id from the path or the body, a value from an earlier statement's rows, the current time (with the same offset),
 * a new id where the server made one (a payment's), else the captured value. So the floor sends the same SQL with
 * the same kind of values and cannot go stale; `checkFloor` then shows it reads and writes the same rows.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openDatabase } from '../../src/db/client';
import { capture, type Statement } from './capture';
import type { BenchRequest, BenchRoute } from './routes';

/** How the floor finds a value for its own request. */
export type Value =
  | { c: unknown }
  | { sub: true }
  | { path: number }
  | { body: string }
  /** A cell of an earlier statement's rows, or the `nth` id in its text. */
  | { ref: [statement: number, row: number, column: number | string]; nth?: number }
  | { now: number }
  | { fresh: number }
  | { tpl: Array<string | Value> };

export type ScriptStatement = {
  text: string;
  values: Value[];
  rowMode?: string;
  drizzleTypes: boolean;
  /** Its transaction (the index of its `begin`), held on one connection from `begin` to its end; -1 outside one. */
  lane: number;
  transaction: boolean;
  lastOfLane: boolean;
  /** The rows the server's statement returned (checkFloor compares the floor's). */
  rowCount: number;
};
/** Statements sent side by side (each wave starts when the previous one is done). */
export type Wave = { statements: number[]; afterAnswer: boolean };
export type ScriptRoute = {
  name: string;
  method: string;
  /** The path as a regular expression, each id in it a group. */
  pattern: string;
  statements: ScriptStatement[];
  waves: Wave[];
  status: number;
  answer: unknown;
};
export type Script = {
  poolSize: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  routes: ScriptRoute[];
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ONE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const WEEK_MS = 7 * 86_400_000;

const subOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string }).sub;

type Context = {
  sub: string;
  pathIds: string[];
  body: Record<string, unknown>;
  startedAt: number;
  statements: Statement[];
  index: number;
  fresh: string[];
};

function idValue(id: string, ctx: Context): Value {
  const l = id.toLowerCase();
  if (l === ctx.sub) return { sub: true };
  const p = ctx.pathIds.indexOf(l);
  if (p >= 0) return { path: p };
  for (const [k, v] of Object.entries(ctx.body))
    if (typeof v === 'string' && v.toLowerCase() === l) return { body: k };
  // The latest earlier statement whose rows hold it (a cell, or an id inside a cell's text such as a ledger key),
  // answered before this one was sent.
  const sentAt = ctx.statements[ctx.index].sentAt;
  for (const whole of [true, false])
    for (let i = ctx.index - 1; i >= 0; i--) {
      const s = ctx.statements[i];
      if (s.doneAt > sentAt) continue;
      for (const [r, row] of s.rows.entries()) {
        const cells: Array<[number | string, unknown]> = Array.isArray(row)
          ? [...row.entries()]
          : Object.entries(row as object);
        for (const [column, cell] of cells) {
          if (whole && cell === id) return { ref: [i, r, column] };
          if (!whole && typeof cell === 'string' && cell.includes(id))
            return { ref: [i, r, column], nth: (cell.match(UUID) ?? ([] as string[])).indexOf(id) };
        }
      }
    }
  let n = ctx.fresh.indexOf(l);
  if (n < 0) n = ctx.fresh.push(l) - 1;
  return { fresh: n };
}

function valueOf(v: unknown, ctx: Context): Value {
  if (v instanceof Date) v = v.toISOString();
  if (typeof v !== 'string') return { c: v };
  if (ISO.test(v)) {
    const offset = Date.parse(v) - ctx.startedAt;
    return Math.abs(offset) < WEEK_MS ? { now: offset } : { c: v };
  }
  if (ONE_UUID.test(v)) return idValue(v, ctx);
  const ids = v.match(UUID);
  if (!ids) return { c: v };
  const parts: Array<string | Value> = [];
  let at = 0;
  for (const m of v.matchAll(UUID)) {
    parts.push(v.slice(at, m.index), idValue(m[0], ctx));
    at = m.index + m[0].length;
  }
  parts.push(v.slice(at));
  return { tpl: parts };
}

function scriptRoute(
  route: BenchRoute,
  req: BenchRequest,
  startedAt: number,
  statements: Statement[],
  answeredAt: number,
  status: number,
  answer: unknown,
): ScriptRoute {
  const pathIds = (req.path.match(UUID) ?? []).map((s) => s.toLowerCase());
  const pattern = `^${req.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(UUID, '([0-9a-fA-F-]{36})')}$`;
  const ctx: Context = {
    sub: subOf(req.token),
    pathIds,
    body: req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {},
    startedAt,
    statements,
    index: 0,
    fresh: [],
  };
  // A transaction is its connection's statements from `begin` to `commit` or `rollback`; a statement outside one
  // goes to the pool, as the server's do.
  const lanes = statements.map(() => -1);
  const open = new Map<number, number>();
  for (const [i, s] of statements.entries()) {
    const begins = /^\s*begin\b/i.test(s.text);
    if (begins) open.set(s.client, i);
    const lane = open.get(s.client);
    if (lane !== undefined) lanes[i] = lane;
    if (/^\s*(commit|rollback)\b/i.test(s.text)) open.delete(s.client);
  }
  const lastOf = new Map(lanes.map((lane, i) => [lane, i]));
  const out = statements.map((s, i): ScriptStatement => {
    ctx.index = i;
    return {
      text: s.text,
      values: s.values.map((v) => valueOf(v, ctx)),
      rowMode: s.rowMode,
      drizzleTypes: s.drizzleTypes,
      lane: lanes[i],
      transaction: lanes[i] >= 0,
      lastOfLane: lanes[i] >= 0 && lastOf.get(lanes[i]) === i,
      rowCount: s.rowCount,
    };
  });
  // A statement joins the current wave if it was sent before any statement of the wave was answered.
  const waves: Wave[] = [];
  for (const [i, s] of statements.entries()) {
    const afterAnswer = s.sentAt > answeredAt;
    const wave = waves[waves.length - 1];
    if (
      wave &&
      wave.afterAnswer === afterAnswer &&
      wave.statements.every((j) => statements[j].doneAt > s.sentAt)
    )
      wave.statements.push(i);
    else waves.push({ statements: [i], afterAnswer });
  }
  return { name: route.name, method: req.method, pattern, statements: out, waves, status, answer };
}

/**
 * Sends two requests of each route to the app built here (on the database `env` names) and writes the floor's
 * script from the second, warm one (a first request may fill a cache). Answers the script and its file.
 */
export async function writeFloorScript(env: NodeJS.ProcessEnv, routes: BenchRoute[]) {
  const config = { ...loadConfig(env), logLevel: 'silent', maxEventLoopDelayMs: 0 };
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const app = await buildApp({ config, database });
  const script: Script = {
    poolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    statementTimeoutMs: config.database.statementTimeoutMs,
    lockTimeoutMs: config.database.lockTimeoutMs,
    routes: [],
  };
  try {
    await app.ready();
    for (const route of routes) {
      let last: ScriptRoute | undefined;
      for (let round = 0; round < 2; round++) {
        const req = route.next();
        const startedAt = Date.now();
        let status = 0;
        let answer: unknown;
        const { statements, answeredAt } = await capture(async () => {
          const res = await app.inject({
            method: req.method,
            url: req.path,
            payload: req.body,
            headers: {
              authorization: `Bearer ${req.token}`,
              ...(req.body ? { 'content-type': 'application/json' } : {}),
            },
          });
          if (res.statusCode !== 200) throw new Error(`${route.name}: ${res.statusCode} ${res.body}`);
          status = res.statusCode;
          answer = res.json();
        });
        last = scriptRoute(route, req, startedAt, statements, answeredAt, status, answer);
      }
      script.routes.push(last!);
    }
  } finally {
    await app.close();
    await database.close();
  }
  const file = path.join(tmpdir(), `spruik-floor-script-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(script));
  return { script, file };
}
