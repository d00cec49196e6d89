import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '../../src/contract/group';
import type { Database } from '../../src/server/db/client';
import { groupCodes, groups } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { insertUser } from '../../src/server/features/users/repository';

/** A second tenant with one user, written straight to the database. */
export async function createGroupWithUser(
  database: Database,
  options: { name: string; code: string; email: string; password: string; policy?: PasswordPolicy; apiHost?: string },
) {
  const [group] = await database.db
    .insert(groups)
    .values({ name: options.name, passwordPolicy: options.policy ?? DEFAULT_PASSWORD_POLICY, apiHost: options.apiHost ?? null })
    .returning();
  if (!group) throw new Error('group insert failed');
  await database.db.insert(groupCodes).values({ code: options.code, groupId: group.id });
  const user = await insertUser(database.db, {
    groupId: group.id,
    email: options.email,
    firstName: 'Bea',
    name: 'Beispiel',
    passwordHash: await hashPassword(options.password),
    termsAcceptedAt: new Date(),
  });
  return { group, user };
}
