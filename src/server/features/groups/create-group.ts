import type { CreateGroupBody } from '../../../contract/create-group';
import { DEFAULT_PASSWORD_POLICY } from '../../../contract/group';
import type { Language } from '../../../contract/limits';
import { passwordProblems } from '../../../domain/password-policy';
import type { Database } from '../../db/client';
import { isUniqueViolation, pgConstraint } from '../../db/pg-errors';
import { invalid, invalidField, type FieldErrors } from '../../http/errors';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail, insertUser, type UserRow } from '../users/repository';
import { insertGeneratedGroupCode } from './codes-repository';
import { insertGroupWithDefaults } from './insert-group-with-defaults';
import { findGroupByName, GROUP_NAME_CONSTRAINT } from './repository';

/**
 * Creates the group with its defaults, its first admin and its first code in one transaction, or fails with field
 * errors (every one found at once) and stores nothing.
 */
export async function createGroup(
  database: Database,
  body: CreateGroupBody,
  language: Language,
): Promise<{ admin: UserRow; code: string }> {
  const fields: FieldErrors = {};
  if (await findGroupByName(database.db, body.group_name)) fields.group_name = [{ key: 'validation.group_name_taken' }];
  if (await findUserByEmail(database.db, body.email)) fields.email = [{ key: 'validation.email_taken' }];
  const problems = passwordProblems(DEFAULT_PASSWORD_POLICY, body.password);
  if (problems.length > 0) fields.password = problems.map(({ key, ...params }) => ({ key, params }));
  if (Object.keys(fields).length > 0) throw invalid(fields);

  const passwordHash = await hashPassword(body.password);
  try {
    return await database.db.transaction(async (tx) => {
      const group = await insertGroupWithDefaults(tx, { name: body.group_name, timeZone: body.time_zone }, language);
      const admin = await insertUser(tx, {
        groupId: group.id,
        email: body.email,
        firstName: body.first_name,
        name: body.name,
        passwordHash,
        isAdmin: true,
        language: body.language ?? language,
        termsAcceptedAt: new Date(),
      });
      const code = await insertGeneratedGroupCode(tx, group.id, admin.id);
      return { admin, code: code.code };
    });
  } catch (error) {
    // Two companies founding at once: the unique keys decide.
    if (isUniqueViolation(error) && pgConstraint(error) === GROUP_NAME_CONSTRAINT) {
      throw invalidField('group_name', 'validation.group_name_taken');
    }
    if (isUniqueViolation(error)) throw invalidField('email', 'validation.email_taken');
    throw error;
  }
}
