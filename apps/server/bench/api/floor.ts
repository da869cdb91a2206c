/**
 * The floor: what the benchmarked routes cost with nothing but node:http, node-postgres and jose. It replays, per
 * route, the statements the server sent (FLOOR_SCRIPT, written by floor-script.ts) with this request's values:
 * it verifies the bearer token as the server does (HS256, remembered once verified), sends each statement with
 * the same text, row mode and type parsers on a pool of the same size, side by side where the server ran them
 * side by side and in one transaction where it used one, and writes the server's JSON answer. It does not map
 * rows to objects, validate, check rules, log, count or set headers: that is the server's work beyond the floor.
 * Run as its own process (like the real server): FLOOR_PORT, FLOOR_SCRIPT, DATABASE_URL, JWT_SECRET.
 *
 * POST /__record/start and GET /__record/stop collect the statements it sends with their row counts, so the
 * benchmark can compare them with the server's before it measures.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import pg from 'pg';
import type { Script, ScriptRoute, Value } from './floor-script';

const script = JSON.parse(readFileSync(process.env.FLOOR_SCRIPT!, 'utf8')) as Script;
pg.types.setTypeParser(20, (v: string) => Number(v));
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: script.poolSize,
  statement_timeout: script.statementTimeoutMs,
  lock_timeout: script.lockTimeoutMs,
});
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const key = new TextEncoder().encode(process.env.JWT_SECRET);

/** Drizzle's parsers (drizzle-orm/node-postgres): timestamps, dates and intervals stay text. */
const RAW = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const drizzleTypes = {
  getTypeParser: (id: number, format?: string) =>
    RAW.has(id) ? (v: string) => v : pg.types.getTypeParser(id, format as 'text'),
};

/** The server remembers a verified token up to its expiry (plugins/auth.ts); so does the floor, unless told not to. */
const REMEMBER = process.env.FLOOR_VERIFY_EVERY_REQUEST !== '1';
const verified = new Map<string, { sub: string; expMs: number }>();
async function subject(req: IncomingMessage): Promise<string | null> {
  const h = req.headers.authorization;
  const token = h?.startsWith('Bearer ') ? h.slice(7).trim() : null;
  if (!token) return null;
  const known = verified.get(token);
  if (known && Date.now() < known.expMs) return known.sub;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
    if (REMEMBER) {
      if (verified.size >= 20_000) verified.delete(verified.keys().next().value!);
      verified.set(token, { sub: payload.sub, expMs: payload.exp! * 1000 });
    }
    return payload.sub;
  } catch {
    return null;
  }
}

type Request = {
  sub: string;
  pathIds: string[];
  body: Record<string, unknown>;
  results: unknown[][][];
  fresh: string[];
};

function resolve(v: Value, rq: Request): unknown {
  if ('c' in v) return v.c;
  if ('sub' in v) return rq.sub;
  if ('path' in v) return rq.pathIds[v.path];
  if ('body' in v) return rq.body[v.body];
  if ('ref' in v) {
    const row = rq.results[v.ref[0]]?.[v.ref[1]] as unknown as Record<string | number, unknown> | undefined;
    const cell = row?.[v.ref[2]];
    return v.nth === undefined ? cell : (String(cell).match(UUID) ?? [])[v.nth];
  }
  if ('now' in v) return new Date(Date.now() + v.now).toISOString();
  if ('fresh' in v) return (rq.fresh[v.fresh] ??= randomUUID());
  return v.tpl.map((p) => (typeof p === 'string' ? p : String(resolve(p, rq)))).join('');
}

let recorded: Array<{ text: string; rowCount: number }> | null = null;

async function run(route: ScriptRoute, rq: Request, answer: () => void) {
  const lanes = new Map<number, pg.PoolClient>();
  const exec = async (i: number) => {
    const s = route.statements[i];
    const config = {
      text: s.text,
      values: s.values.map((v) => resolve(v, rq)),
      rowMode: s.rowMode as 'array' | undefined,
      types: s.drizzleTypes ? drizzleTypes : undefined,
    };
    let rows: unknown[][];
    if (s.transaction) {
      let client = lanes.get(s.lane);
      if (!client) lanes.set(s.lane, (client = await pool.connect()));
      rows = (await client.query(config)).rows as unknown[][];
      if (s.lastOfLane) {
        lanes.delete(s.lane);
        client.release();
      }
    } else rows = (await pool.query(config)).rows as unknown[][];
    rq.results[i] = rows;
    recorded?.push({ text: s.text, rowCount: rows.length });
  };
  let answered = false;
  try {
    for (const wave of route.waves) {
      if (wave.afterAnswer && !answered) {
        answered = true;
        answer();
      }
      await Promise.all(wave.statements.map(exec));
    }
  } catch (err) {
    for (const client of lanes.values()) {
      await client.query('rollback').catch(() => undefined);
      client.release();
    }
    if (answered) console.error(err);
    else throw err;
  }
  if (!answered) answer();
}

const routes = script.routes.map((r) => ({ ...r, regex: new RegExp(r.pattern) }));

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function reply(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'POST' && path === '/__record/start') {
    recorded = [];
    return reply(res, 200, { recording: true });
  }
  if (req.method === 'GET' && path === '/__record/stop') {
    const out = recorded ?? [];
    recorded = null;
    return reply(res, 200, { statements: out });
  }
  let match: RegExpExecArray | null = null;
  const route = routes.find((r) => r.method === req.method && (match = r.regex.exec(path)));
  if (!route || !match) return reply(res, 404, { errors: 'Not found' });
  const sub = await subject(req);
  if (!sub) return reply(res, 401, { errors: 'Unauthorized' });
  const body =
    req.method === 'POST' ? (JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>) : {};
  const rq: Request = { sub, pathIds: (match as RegExpExecArray).slice(1), body, results: [], fresh: [] };
  await run(route, rq, () => reply(res, route.status, route.answer));
}

createServer((req, res) => {
  handle(req, res).catch((err: unknown) => {
    // A load generator closing its connections at the end of a run aborts the bodies it was sending.
    if ((err as { code?: string }).code !== 'ECONNRESET') console.error(err);
    if (!res.headersSent) reply(res, 500, { errors: err instanceof Error ? err.message : 'error' });
  });
}).listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => console.log('floor ready'));
