import { ROLES } from '@spruik/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { findUserByEmail, setPassword, updateUser } from '../../db/tables/users';
import { withTransaction } from '../../db/transaction';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { endResetLinks } from '.';

/**
 * Makes sure an admin (role 4) with this e-mail exists, as an owner (every console role); an existing admin
 * gets the given password. A changed
 * password ends the admin's older sessions and reset links; the same password (every start with
 * ADMIN_PASSWORD) changes nothing, so restarts do not sign the admin out.
 */
export async function ensureAdmin(db: Db, email: string, password: string, name = 'Operator') {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role !== ROLES.admin) throw new Error(`${email} belongs to a non-admin account`);
    const same = await verifyPassword(existing.passwordHash, password);
    const passwordHash = same ? null : await hashPassword(password);
    await withTransaction(db, async (tx) => {
      if (passwordHash) {
        await setPassword(tx, existing.id, passwordHash);
        await endResetLinks(tx, existing.id, new Date());
      }
      await updateUser(tx, existing.id, { isActive: true, operatorRole: 'owner' });
    });
    return { id: existing.id, created: false };
  }
  const [created] = await db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      passwordHash: await hashPassword(password),
      role: ROLES.admin,
      operatorRole: 'owner',
      name,
      isActive: true,
    })
    .returning({ id: users.id });
  return { id: created.id, created: true };
}

/**
 * `npm run admin -- reset-password`: a new password for an existing account of any role (e.g. a demo account
 * production refuses to start with). Ends its sessions and reset links; answers false when there is no account.
 */
export async function resetPassword(db: Db, email: string, password: string): Promise<boolean> {
  const existing = await findUserByEmail(db, email);
  if (!existing) return false;
  const passwordHash = await hashPassword(password);
  await withTransaction(db, async (tx) => {
    await setPassword(tx, existing.id, passwordHash);
    await endResetLinks(tx, existing.id, new Date());
  });
  return true;
}
