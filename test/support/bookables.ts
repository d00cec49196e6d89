import { bookableResourcesResponseSchema, type ListedBookableResource } from '../../src/contract/bookables';
import type { Database } from '../../src/server/db/client';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { insertUser } from '../../src/server/features/users/repository';
import type { ApiClient } from './api-client';

/** The bookables the demo group offers, by label ('Forum', 'Poolauto B-DF 26', 'Schließfach 1', …). */
export async function demoBookables(client: ApiClient): Promise<Record<string, ListedBookableResource>> {
  const { resources } = await client.getAs('/api/v2/bookables/resources', bookableResourcesResponseSchema);
  return Object.fromEntries(resources.map((r) => [r.label, r]));
}

/** A valid booking body for a bookable (a day in January 2027, 09:00–11:00); tests override what they look at. */
export const bookableBody = (resourceId: number, overrides: Record<string, unknown> = {}) => ({
  resource_id: resourceId,
  start: '2027-01-06T09:00',
  end: '2027-01-06T11:00',
  ...overrides,
});

/** A member of the demo group who neither administrates nor approves anything. */
export async function addMember(database: Database, groupId: number, email: string, password: string): Promise<void> {
  await insertUser(database.db, {
    groupId,
    email,
    firstName: 'Mia',
    name: 'Mitglied',
    passwordHash: await hashPassword(password),
    termsAcceptedAt: new Date(),
  });
}
