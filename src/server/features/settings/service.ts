import { and, eq } from 'drizzle-orm';
import type { SettingsResponse, UpdateSettingsBody } from '../../../contract/settings';
import { DELETE_ACCOUNT_WORD } from '../../../contract/settings';
import type { Language } from '../../../contract/limits';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthContext } from '../../http/request-context';
import { invalidField, unauthorized } from '../../http/errors';
import { findGroup } from '../groups/repository';
import { findUser, type UserRow } from '../users/repository';
import { assertPasswordFitsPolicy } from '../auth/assert-password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { spendOpenResetLinks } from '../auth/password-reset';
import { revokeAllOfUser } from '../auth/refresh-tokens';

export const presentSettings = (user: UserRow): SettingsResponse => ({
  first_name: user.firstName,
  name: user.name,
  email: user.email,
  personnel_number: user.personnelNumber,
  user_group: user.userGroup,
  hide_presence: user.presenceHidden,
  desk_label: user.deskLabel,
  language: user.language,
});

const ownRow = (auth: AuthContext) => and(eq(users.groupId, auth.groupId), eq(users.id, auth.userId));

export async function currentUser(database: Database, auth: AuthContext): Promise<UserRow> {
  const user = await findUser(database.db, auth.groupId, auth.userId);
  if (!user) throw unauthorized();
  return user;
}

export async function updateSettings(database: Database, auth: AuthContext, body: UpdateSettingsBody): Promise<UserRow> {
  const [row] = await database.db
    .update(users)
    .set({
      ...(body.first_name !== undefined && { firstName: body.first_name }),
      ...(body.name !== undefined && { name: body.name }),
      ...(body.personnel_number !== undefined && { personnelNumber: body.personnel_number }),
      ...(body.user_group !== undefined && { userGroup: body.user_group }),
      ...(body.hide_presence !== undefined && { presenceHidden: body.hide_presence }),
      ...(body.desk_label !== undefined && { deskLabel: body.desk_label }),
      ...(body.language !== undefined && { language: body.language }),
    })
    .where(ownRow(auth))
    .returning();
  if (!row) throw unauthorized();
  return row;
}

/** Checks the current password and the group's policy; other sessions of the user end. */
export async function changePassword(
  database: Database,
  auth: AuthContext,
  body: { current_password: string; password: string },
): Promise<void> {
  const user = await currentUser(database, auth);
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    throw invalidField('current_password', 'validation.password_wrong');
  }
  const group = await findGroup(database.db, auth.groupId);
  if (!group) throw unauthorized();
  assertPasswordFitsPolicy(group.passwordPolicy, body.password);
  const passwordHash = await hashPassword(body.password);
  await database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(ownRow(auth));
    await revokeAllOfUser(tx, auth.groupId, auth.userId);
    await spendOpenResetLinks(tx, auth.groupId, auth.userId);
  });
}

/** The confirmation word of the request's language must be typed; the user's rows go with the account. */
export async function deleteAccount(database: Database, auth: AuthContext, confirmation: string, language: Language) {
  const word = DELETE_ACCOUNT_WORD[language];
  if (confirmation.toUpperCase() !== word) throw invalidField('confirmation', 'validation.confirmation_word', { word });
  await database.db.delete(users).where(ownRow(auth));
}
