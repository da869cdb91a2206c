/**
 * The restore drill (scripts/restore-drill.mjs, `npm run restore-drill`) against a database taking top-ups while
 * it is dumped: the copy restores, its ledger check and reconciliation pass (pg_dump reads one snapshot), a
 * server starts on it, and the copy is dropped afterwards. PostgreSQL only (TEST_DATABASE_URL).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { topUp } from '../money/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { postgresUrl } from '../test-db';
import { describeWith } from '../support/describe-with';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function drill(url: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/restore-drill.mjs', url], { cwd: root });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describeWith('postgres')('the restore drill (TEST_DATABASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'postgres' });
  }, 120_000);
  afterAll(() => t.close());

  it('restores a copy taken under load whose ledger check and reconciliation pass, then drops it', async () => {
    const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const url = new URL(postgresUrl);
    url.pathname = `/${rows[0].name}`;
    const business = await t.createUser(2);
    await topUp(t, business.auth, 50);

    // A small load: top-ups keep landing while the drill dumps the database.
    let running = true;
    let loaded = 0;
    const load = (async () => {
      while (running) {
        await topUp(t, business.auth, 20);
        loaded++;
      }
    })();
    const result = await drill(url.toString()).finally(() => (running = false));
    await load;

    expect(result.code, result.out).toBe(0);
    expect(result.out).toMatch(/ledger check: ok \(postgres\)/);
    expect(result.out).toMatch(/reconciliation: ok \(expected [\d.,]+, held [\d.,]+; postgres\)/);
    expect(result.out).toMatch(/server on the copy answers \/api\/ready \.\.\. ok/);
    expect(result.out).toMatch(/restore drill: ok in \d+ ms/);
    expect(loaded).toBeGreaterThan(0);

    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const left = await admin.query(
        "select datname from pg_database where datname like 'spruik_restore_drill_%' and datname like $1",
        [`%_${result.out.match(/spruik_restore_drill_\d+_(\d+)/)?.[1]}`],
      );
      expect(left.rows).toEqual([]);
    } finally {
      await admin.end();
    }
  }, 300_000);

  it('exits 1 when a step fails (a database that is not there)', async () => {
    const url = new URL(postgresUrl);
    url.pathname = '/spruik_no_such_database';
    const result = await drill(url.toString());
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/pg_dump -Fc \.\.\. FAILED/);
    expect(result.out).toMatch(/restore drill: FAILED/);
  }, 60_000);
});
