import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '../../src/contract/group';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/server/db/client';
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

/** A location 'Fremd' with area 'A' and one desk of a group, written straight to the database; answers the desk's id. */
export async function createDeskOfGroup(database: Database, groupId: number, label: string): Promise<number> {
  const [desk] = await queryRows<{ id: number }>(
    database.db,
    sql`WITH l AS (INSERT INTO locations (group_id, name) VALUES (${groupId}, 'Fremd') RETURNING group_id, id),
             a AS (INSERT INTO areas (group_id, location_id, name) SELECT group_id, id, 'A' FROM l RETURNING group_id, id)
        INSERT INTO resources (group_id, kind, area_id, label) SELECT group_id, 'desk', id, ${label} FROM a RETURNING id`,
  );
  if (!desk) throw new Error('desk insert failed');
  return desk.id;
}
