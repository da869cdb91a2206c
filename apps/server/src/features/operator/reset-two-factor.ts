import { ROLES } from '@spruik/shared';
import type { Db } from '../../db/client';
import { endSessions, findUserByEmail } from '../../db/tables/users';
import { withTransaction } from '../../db/transaction';
import { writeSystemAudit } from '../audit';
import { deleteTwoFactor } from './two-factor.repository';

/**
 * `npm run admin -- reset-2fa <email>`: an operator who lost their authenticator and recovery codes enrols again
 * at the next sign-in. Their sessions end too (a session is what a lost phone might still hold).
 */
export async function resetTwoFactor(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user || user.role !== ROLES.admin) throw new Error(`${email} is not an admin`);
  return withTransaction(db, async (tx) => {
    const removed = await deleteTwoFactor(tx, user.id);
    await endSessions(tx, user.id);
    await writeSystemAudit(tx, {
      action: 'operator.two_factor_reset',
      targetType: 'user',
      targetId: user.id,
      after: { removed },
    });
    return { removed };
  });
}
