/**
 * Records the SQL statements requests send: node-postgres' Client.query is wrapped once, and while a capture is
 * open every statement any pool client sends is kept with what the floor needs to replay it (floor-script.ts):
 * its values, row mode, whether Drizzle's type parsers were asked for, the connection it ran on, the moment it
 * was sent and answered (to tell statements run side by side from those run one after another) and its rows.
 * Used with the app built in this process (the same code the compiled server runs), one request at a time.
 */
import pg from 'pg';

export type Statement = {
  text: string;
  values: unknown[];
  /** 'array' as Drizzle's selects ask, else undefined (rows as objects). */
  rowMode?: string;
  /** The query config carried custom type parsers (Drizzle keeps timestamps and dates as text). */
  drizzleTypes: boolean;
  /** The connection it ran on, numbered within the capture. */
  client: number;
  /** Capture-wide event counter when it was sent and when its answer came back. */
  sentAt: number;
  doneAt: number;
  rows: unknown[];
  rowCount: number;
};
type QueryConfig = { text?: string; values?: unknown[]; rowMode?: string; types?: unknown };
let sink: Statement[] | null = null;
let clock = 0;
let clients = new WeakMap<object, number>();
let installed = false;

function install() {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | QueryConfig;
    if (!sink) return (original as (...a: unknown[]) => unknown).apply(this, args);
    const values = Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined;
    const c: QueryConfig = typeof config === 'string' ? { text: config } : config;
    const s: Statement = {
      text: c.text ?? '',
      values: values ?? c.values ?? [],
      rowMode: c.rowMode,
      drizzleTypes: c.types !== undefined,
      client: clientNumber(this),
      sentAt: ++clock,
      doneAt: Infinity,
      rows: [],
      rowCount: 0,
    };
    sink.push(s);
    const done = (res: unknown) => {
      s.doneAt = ++clock;
      const r = res as { rows?: unknown[]; rowCount?: number | null } | undefined;
      s.rows = r?.rows ?? [];
      s.rowCount = r?.rows?.length ?? r?.rowCount ?? 0;
    };
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (err: unknown, res: unknown) => {
        if (!err) done(res);
        return (last as (e: unknown, r: unknown) => unknown)(err, res);
      };
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    }
    const out = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (out && typeof (out as Promise<unknown>).then === 'function')
      (out as Promise<unknown>).then(done, () => undefined);
    return out;
  } as typeof original;
}

let nextClient = 0;
function clientNumber(c: object) {
  let n = clients.get(c);
  if (n === undefined) {
    n = nextClient++;
    clients.set(c, n);
  }
  return n;
}

export type Capture = { statements: Statement[]; answeredAt: number };

/**
 * The statements `work` sent, in the order they were sent, and the counter when `work` finished: statements
 * sent after it ran after the answer (pushes after a commit).
 */
export async function capture(work: () => Promise<unknown>): Promise<Capture> {
  install();
  const statements: Statement[] = [];
  clients = new WeakMap();
  nextClient = 0;
  sink = statements;
  let answeredAt = Infinity;
  try {
    await work();
    answeredAt = ++clock;
    // Work the request queued after its answer (pushes after commit) finishes within a few turns.
    await new Promise((r) => setTimeout(r, 20));
  } finally {
    sink = null;
  }
  return { statements, answeredAt };
}

/** The statements `work` sent, in the order they were sent. */
export async function captureStatements(work: () => Promise<unknown>): Promise<Statement[]> {
  return (await capture(work)).statements;
}
