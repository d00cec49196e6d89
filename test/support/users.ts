import { accessTokens } from '../../src/server/http/access-token';
import type { Database } from '../../src/server/db/client';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { issueRefreshToken } from '../../src/server/features/auth/refresh-tokens';
import { insertUser } from '../../src/server/features/users/repository';
import { TEST_JWT_SECRET } from './test-app';

/** Many users of one group, each with a signed access token (hashing once keeps this fast). */
export async function createUsersWithTokens(database: Database, groupId: number, count: number, prefix: string) {
  const passwordHash = await hashPassword('Viele!Nutzer1');
  const tokens = accessTokens(TEST_JWT_SECRET, 900);
  const users: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < count; i++) {
    const user = await insertUser(database.db, {
      groupId,
      email: `${prefix}-${i}@deskfair.test`,
      firstName: `Nutzer ${i}`,
      name: prefix,
      passwordHash,
      termsAcceptedAt: new Date(),
    });
    const { familyId } = await issueRefreshToken(database.db, { groupId, userId: user.id }, 1);
    users.push({ id: user.id, token: await tokens.sign({ groupId, userId: user.id, sessionId: familyId }, null) });
  }
  return users;
}
