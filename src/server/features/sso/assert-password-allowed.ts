import type { Queryable } from '../../db/client';
import { findGroup } from '../groups/repository';
import { ssoMandatory } from './errors';
import { findDomain } from './repository';

/**
 * Password sign-in, registration and reset are refused (403) for a group whose members must sign in through its
 * identity provider: decided by the group (when known) or by the domain of the e-mail address.
 */
export async function assertPasswordAllowed(q: Queryable, target: { groupId?: number; email?: string }): Promise<void> {
  const groupIds = new Set<number>();
  if (target.groupId !== undefined) groupIds.add(target.groupId);
  const email = target.email?.trim().toLowerCase();
  if (email?.includes('@')) {
    const entry = await findDomain(q, email.slice(email.lastIndexOf('@') + 1));
    if (entry) groupIds.add(entry.groupId);
  }
  for (const groupId of groupIds) {
    if ((await findGroup(q, groupId))?.ssoMandatory) throw ssoMandatory();
  }
}
