import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Person } from '../../../contract/rooms';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthContext } from '../../http/request-context';
import { presentPerson } from '../room-bookings/presenter';

const STAFF_RESULTS_MAX = 20;

/** `%`, `_` and `\` are taken literally in a LIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Colleagues of the caller's group (never the caller) whose first name, last name, full name or e-mail contains the text. */
export async function searchStaff(q: Queryable, auth: AuthContext, text: string): Promise<Person[]> {
  const pattern = likePattern(text);
  const rows = await q
    .select({ id: users.id, firstName: users.firstName, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.groupId, auth.groupId),
        ne(users.id, auth.userId),
        or(
          ilike(users.firstName, pattern),
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.name}`, pattern),
        ),
      ),
    )
    .orderBy(asc(users.name), asc(users.firstName), asc(users.id))
    .limit(STAFF_RESULTS_MAX);
  return rows.map(presentPerson);
}
