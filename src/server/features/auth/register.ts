import type { RegisterBody } from '../../../contract/auth';
import type { Language } from '../../../contract/limits';
import type { Database } from '../../db/client';
import { invalidField } from '../../http/errors';
import { isUniqueViolation } from '../../db/pg-errors';
import { findGroupByCode } from '../groups/repository';
import { assertPasswordAllowed } from '../sso/assert-password-allowed';
import { findUserByEmail, insertUser, type UserRow } from '../users/repository';
import { assertPasswordFitsPolicy } from './assert-password-policy';
import { hashPassword } from './passwords';

/** Creates the user in the group of the code, or fails with field errors and stores nothing. */
export async function registerUser(database: Database, body: RegisterBody, language: Language): Promise<UserRow> {
  const group = await findGroupByCode(database.db, body.group_code);
  if (!group) throw invalidField('group_code', 'validation.group_code_unknown');
  await assertPasswordAllowed(database.db, { groupId: group.id, email: body.email });
  assertPasswordFitsPolicy(group.passwordPolicy, body.password);
  if (await findUserByEmail(database.db, body.email)) throw invalidField('email', 'validation.email_taken');
  const passwordHash = await hashPassword(body.password);
  try {
    return await database.db.transaction((tx) =>
      insertUser(tx, {
        groupId: group.id,
        email: body.email,
        firstName: body.first_name,
        name: body.name,
        personnelNumber: body.personnel_number,
        userGroup: body.user_group,
        deskLabel: body.desk_label,
        passwordHash,
        language: body.language ?? language,
        termsAcceptedAt: new Date(),
      }),
    );
  } catch (error) {
    // Two registrations with one email at once: the directory's key decides.
    if (isUniqueViolation(error)) throw invalidField('email', 'validation.email_taken');
    throw error;
  }
}
