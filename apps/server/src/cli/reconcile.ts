/**
 * `npm run reconcile`: the reconciliation (money in less money out through the providers against every balance
 * held; docs/ledger.md) on the configured database, read only (nothing is stored); exits 1 when it does not
 * balance. For a restored copy (scripts/restore-drill.mjs) and for an operator at a shell.
 */
import { formatCents } from '@spruik/shared';
import { loadConfigOrExit } from '../config/env';
import { openDatabase } from '../db/client';
import { reconcile } from '../ledger';

async function main() {
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const r = await reconcile(database.db);
    const line = `expected ${formatCents(r.expectedCents)}, held ${formatCents(r.heldCents)}`;
    if (r.ok) console.log(`reconciliation: ok (${line}; ${database.kind})`);
    else {
      console.error(`reconciliation: off by ${formatCents(r.differenceCents)} (${line}; ${database.kind})`);
      for (const t of r.terms) console.error(`  ${t.side.padEnd(4)} ${t.name}: ${formatCents(t.cents)}`);
    }
    process.exitCode = r.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
