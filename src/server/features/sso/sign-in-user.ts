import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { userDirectory } from '../../db/schema';
import { findUser, insertUser, type UserRow } from '../users/repository';
import { formatOpaqueToken, hashSecret, newSecret } from '../auth/opaque-token';
import { SsoFailure } from './errors';
import { insertOneTimeToken, type ProviderRow } from './repository';

export interface SsoIdentity {
  email: string | null;
  firstName: string | null;
  name: string | null;
}

const ONE_TIME_TOKEN_SECONDS = 120;
/** Never matches any password: members created by SSO have none until they set one by reset. */
const NO_PASSWORD = '!sso';

/**
 * The identity the provider vouched for becomes a member of the provider's group (found by e-mail, or created
 * from the claims) and gets a one-time token for POST acs/:token. Refused: no e-mail, an e-mail outside the
 * provider's domains, an e-mail that belongs to a member of another group.
 */
export async function signInUser(tx: Tx, provider: ProviderRow, identity: SsoIdentity, now: Date): Promise<string> {
  const email = identity.email?.trim().toLowerCase();
  if (!email || !email.includes('@')) throw new SsoFailure('missing_email');
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!provider.emailDomains.includes(domain)) throw new SsoFailure('wrong_domain');
  const user = await memberFor(tx, provider, email, identity, now);
  const secret = newSecret();
  const row = await insertOneTimeToken(
    tx,
    {
      groupId: user.groupId,
      userId: user.id,
      tokenHash: hashSecret(secret),
      expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_SECONDS * 1000),
    },
    now,
  );
  return formatOpaqueToken({ groupId: row.groupId, id: row.id, secret });
}

async function memberFor(tx: Tx, provider: ProviderRow, email: string, identity: SsoIdentity, now: Date): Promise<UserRow> {
  const [entry] = await tx.select().from(userDirectory).where(eq(userDirectory.email, email)).limit(1);
  if (entry) {
    if (entry.groupId !== provider.groupId) throw new SsoFailure('other_group');
    const user = await findUser(tx, entry.groupId, entry.userId);
    if (!user) throw new SsoFailure('failed');
    return user;
  }
  const local = email.slice(0, email.lastIndexOf('@'));
  return insertUser(tx, {
    groupId: provider.groupId,
    email,
    firstName: clean(identity.firstName) ?? local,
    name: clean(identity.name) ?? '',
    passwordHash: NO_PASSWORD,
    // The company signs its members up; they accept the terms through it.
    termsAcceptedAt: now,
  });
}

const clean = (value: string | null) => {
  const trimmed = value?.trim().slice(0, 100);
  return trimmed ? trimmed : null;
};
