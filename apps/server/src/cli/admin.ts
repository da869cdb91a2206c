import { loadConfigOrExit } from '../config/env';
import { openDatabase } from '../db/client';
import { resetTwoFactor } from '../features/operators/reset-two-factor';
import { ensureAdmin } from '../features/users/admin-accounts';

const USAGE = `Usage: npm run admin -- create <email> <password>          (an owner: every console role)
       npm run admin -- reset-password <email> <password>
       npm run admin -- reset-2fa <email>                  (the admin enrols a new authenticator at next sign-in)
(password: at least 8 characters)`;

const [command, email, password] = process.argv.slice(2);
const withPassword = ['create', 'reset-password'].includes(command ?? '');
if (
  !email ||
  !(withPassword || command === 'reset-2fa') ||
  (withPassword && (!password || password.length < 8))
) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (command === 'reset-2fa') {
    const { removed } = await resetTwoFactor(database.db, email);
    console.log(
      removed
        ? `Two-factor sign-in of ${email} reset: they enrol again at their next sign-in.`
        : `${email} had no two-factor sign-in; their sessions were ended.`,
    );
  } else {
    const result = await ensureAdmin(database.db, email, password!);
    console.log(result.created ? `Admin ${email} created (owner).` : `Admin ${email} updated (password reset).`);
  }
} catch (err) {
  console.error(String(err instanceof Error ? err.message : err));
  process.exitCode = 1;
} finally {
  await database.close();
}
