import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ResetPasswordBody } from '../../../contract/auth';
import type { Language } from '../../../contract/limits';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { translator } from '../../i18n/translator';
import { enqueueMail } from '../../jobs/outbox';
import { findGroup, type GroupRow } from '../groups/repository';
import { assertPasswordAllowed } from '../sso/assert-password-allowed';
import { findUserByEmail } from '../users/repository';
import { formatOpaqueToken, hashSecret, newSecret, parseOpaqueToken, secretMatches } from './opaque-token';
import { assertPasswordFitsPolicy } from './assert-password-policy';
import { hashPassword } from './passwords';
import { revokeAllOfUser } from './refresh-tokens';

/** Stores a one-time reset token and queues the mail with its link, in one transaction. */
export async function requestPasswordReset(database: Database, config: Config, email: string, language: Language) {
  const user = await findUserByEmail(database.db, email);
  if (!user) throw invalidField('email', 'validation.email_not_found');
  const secret = newSecret();
  await database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passwordResets)
      .values({
        groupId: user.groupId,
        userId: user.id,
        tokenHash: hashSecret(secret),
        expiresAt: new Date(Date.now() + config.passwordResetTtlMinutes * 60_000),
      })
      .returning({ id: passwordResets.id });
    if (!row) throw new Error('password reset insert returned nothing');
    const token = formatOpaqueToken({ groupId: user.groupId, id: row.id, secret });
    const t = translator(user.language ?? language);
    await enqueueMail(tx, {
      groupId: user.groupId,
      to: user.email,
      subject: t('mail.reset_subject'),
      text: t('mail.reset_text', {
        first_name: user.firstName,
        minutes: config.passwordResetTtlMinutes,
        link: `${config.publicUrl}/#/password?token=${encodeURIComponent(token)}`,
      }),
    });
  });
}

type ResetRow = typeof passwordResets.$inferSelect;

/** A reset token that exists, matches, is unused and not expired — with its group. */
export async function validResetToken(database: Database, token: string): Promise<{ reset: ResetRow; group: GroupRow }> {
  const parsed = parseOpaqueToken(token);
  const bad = () => invalidField('token', 'validation.reset_token_invalid');
  if (!parsed) throw bad();
  const [reset] = await database.db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.groupId, parsed.groupId), eq(passwordResets.id, parsed.id)));
  if (!reset || !secretMatches(parsed.secret, reset.tokenHash) || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) {
    throw bad();
  }
  const group = await findGroup(database.db, reset.groupId);
  if (!group) throw bad();
  return { reset, group };
}

/** Sets the new password, spends the token and ends every session of the user. */
export async function resetPassword(database: Database, body: ResetPasswordBody): Promise<void> {
  const { reset, group } = await validResetToken(database, body.token);
  await assertPasswordAllowed(database.db, { groupId: group.id });
  assertPasswordFitsPolicy(group.passwordPolicy, body.password);
  const passwordHash = await hashPassword(body.password);
  await database.db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.groupId, reset.groupId), eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    // Used by a parallel request in the meantime.
    if (spent.length === 0) throw invalidField('token', 'validation.reset_token_invalid');
    await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.groupId, reset.groupId), eq(users.id, reset.userId)));
    await revokeAllOfUser(tx, reset.groupId, reset.userId);
    await spendOpenResetLinks(tx, reset.groupId, reset.userId);
  });
}

/** A reset or a password change ends every other open reset link of the user. */
export async function spendOpenResetLinks(q: Queryable, groupId: number, userId: number): Promise<void> {
  await q
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.groupId, groupId), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
