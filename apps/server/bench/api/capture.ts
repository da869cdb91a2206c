/**
 * Counts and records the SQL statements one request runs: node-postgres' Client.query is wrapped once, and
 * while a capture is open every statement text any pool client sends is kept. Used with the app built in this
 * process (the same code the compiled server runs), one request at a time.
 */
import pg from 'pg';

export type Statement = { text: string; values: unknown[] };
let sink: Statement[] | null = null;
let installed = false;

function install() {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string; values?: unknown[] };
    if (sink) {
      const values = Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined;
      sink.push(
        typeof config === 'string'
          ? { text: config, values: values ?? [] }
          : { text: config.text ?? '', values: values ?? config.values ?? [] },
      );
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}

/** The statements `work` sent, in the order they were sent. */
export async function captureStatements(work: () => Promise<unknown>): Promise<Statement[]> {
  install();
  const statements: Statement[] = [];
  sink = statements;
  try {
    await work();
    // Work the request queued after its answer (pushes after commit) finishes within a few turns.
    await new Promise((r) => setTimeout(r, 20));
  } finally {
    sink = null;
  }
  return statements;
}
