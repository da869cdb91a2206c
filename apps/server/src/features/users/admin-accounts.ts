import { eq } from 'drizzle-orm';
import { ROLES } from '@spruik/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/crypto';
import { findUserByEmail } from '../accounts/accounts.repository';

/** Makes sure an admin (role 4) with this e-mail exists; an existing admin gets the given password. */
export async function ensureAdmin(db: Db, email: string, password: string, name = 'Operator') {
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role !== ROLES.admin) throw new Error(`${email} belongs to a non-admin account`);
    await db.update(users).set({ passwordHash, isActive: true }).where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [created] = await db
    .insert(users)
    .values({ email: email.toLowerCase(), passwordHash, role: ROLES.admin, name, isActive: true })
    .returning({ id: users.id });
  return { id: created.id, created: true };
}
