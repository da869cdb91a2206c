import { loadConfigOrExit, weakAdminPassword } from '../config/env';
import { openDatabase } from '../db/client';
import { resetTwoFactor } from '../features/operator/reset-two-factor';
import { ensureAdmin, resetPassword } from '../features/accounts/admin-accounts';

const USAGE = `Usage: npm run admin -- create <email> <password>          (an owner: every console role; an existing admin gets the password)
       npm run admin -- reset-password <email> <password>  (any existing account; ends its sessions and reset links)
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
// Production refuses the passwords it refuses for ADMIN_PASSWORD (published, the e-mail, common).
const weak = withPassword && config.isProduction ? weakAdminPassword(password!, email) : null;
if (weak) {
  console.error(`The password ${weak}: choose another.`);
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (command === 'reset-2fa') {
    const { removed } = await resetTwoFactor(database.db, email);
    console.log(
      removed
        ? `Two-factor sign-in of ${email} reset: they enrol again at their next sign-in.`
        : `${email} had no two-factor sign-in; their sessions were ended.`,
    );
  } else if (command === 'create') {
    const result = await ensureAdmin(database.db, email, password!);
    console.log(
      result.created ? `Admin ${email} created (owner).` : `Admin ${email} updated (password reset).`,
    );
  } else if (await resetPassword(database.db, email, password!)) {
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
