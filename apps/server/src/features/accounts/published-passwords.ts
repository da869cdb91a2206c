import { eq, inArray, or, sql } from 'drizzle-orm';
import { ROLES } from '@spruik/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { verifyPassword } from '../../lib/crypto';
import { PUBLISHED_PASSWORDS } from '../../config/demo-password';

/**
 * The accounts, among `emails` (the demo seed's) and every admin, whose stored hash opens with a password printed
 * in the README. Argon2 takes tens of milliseconds per try, so only these few are tried (docs/security.md): every
 * other account got its password through sign-up or a reset link, which production refuses a published one at.
 */
export async function accountsWithPublishedPassword(db: Db, emails: string[]): Promise<string[]> {
  const candidates = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        inArray(
          sql`lower(${users.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
        eq(users.role, ROLES.admin),
      ),
    );
  const opens = await Promise.all(
    candidates.map(async (a) => {
      for (const password of PUBLISHED_PASSWORDS) {
        if (await verifyPassword(a.passwordHash, password)) return a.email;
      }
      return null;
    }),
  );
  return opens.filter((e): e is string => e !== null).sort();
}
