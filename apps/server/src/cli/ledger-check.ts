/** `npm run ledger:check`: proves the money invariants on the configured database; exits 1 when any fails. */
import { loadConfigOrExit } from '../config/env';
import { openDatabase } from '../db/client';
import { checkLedger } from '../ledger';

async function main() {
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await checkLedger(database.db);
    if (result.ok) {
      console.log(`ledger check: ok (${database.kind})`);
    } else {
      console.error(`ledger check: ${result.problems.length} problem(s) (${database.kind})`);
      for (const p of result.problems) console.error(`  - ${p}`);
    }
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
