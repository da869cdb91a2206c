import { loadConfigOrExit } from '../config/env';
import { openDatabase } from '../db/client';
import { ensureAdmin } from '../features/users/admin-accounts';

/** npm run admin -- create <email> <password>   (also resets an existing admin's password) */
const [command, email, password] = process.argv.slice(2);
if (!['create', 'reset-password'].includes(command ?? '') || !email || !password || password.length < 8) {
  console.error(
    'Usage: npm run admin -- create <email> <password>\n       npm run admin -- reset-password <email> <password>\n(password: at least 8 characters)',
  );
  process.exit(2);
}
const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await ensureAdmin(database.db, email, password);
  console.log(result.created ? `Admin ${email} created.` : `Admin ${email} updated (password reset).`);
} catch (err) {
  console.error(String(err instanceof Error ? err.message : err));
  process.exitCode = 1;
} finally {
  await database.close();
}
