import { loadConfigOrExit, weakAdminPassword } from '../config/env';
import { openDatabase } from '../db/client';
import { ensureAdmin, resetPassword } from '../features/users/admin-accounts';

/**
 * npm run admin -- create <email> <password>          an admin (role 4); an existing admin gets the password
 * npm run admin -- reset-password <email> <password>  a new password for an existing account of any role
 */
const [command, email, password] = process.argv.slice(2);
if (!['create', 'reset-password'].includes(command ?? '') || !email || !password || password.length < 8) {
  console.error(
    'Usage: npm run admin -- create <email> <password>\n       npm run admin -- reset-password <email> <password>\n(password: at least 8 characters)',
  );
  process.exit(2);
}
const config = loadConfigOrExit();
// Production refuses the passwords it refuses for ADMIN_PASSWORD (published, the e-mail, common).
const weak = config.isProduction ? weakAdminPassword(password, email) : null;
if (weak) {
  console.error(`The password ${weak}: choose another.`);
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (command === 'create') {
    const result = await ensureAdmin(database.db, email, password);
    console.log(result.created ? `Admin ${email} created.` : `Admin ${email} updated (password reset).`);
  } else if (await resetPassword(database.db, email, password)) {
    console.log(`Password of ${email} reset; its sessions and reset links are ended.`);
  } else {
    console.error(`No account has the e-mail ${email}.`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(String(err instanceof Error ? err.message : err));
  process.exitCode = 1;
} finally {
  await database.close();
}
