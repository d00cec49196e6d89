import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { StaffMember } from '../../../contract/team';
import { presenceOf } from '../../../domain/presence/presence';
import { localDayOf } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import type { RequestContext } from '../../http/request-context';
import { presentColleague } from '../team/colleague';
import { linkStateOf } from '../links/repository';
import { findColleagues } from './search-statement';

/** `%`, `_` and `\` are taken literally in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word must occur in the user's folded name, e-mail and department (accent- and case-insensitive). */
export const matchesEvery = (text: string) =>
  text
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => sql`${users.searchText} LIKE '%' || deskfair_fold(${escapeLike(word)}) || '%'`);

/**
 * Colleagues of the caller's group (never the caller) by name, e-mail or department, ordered by name, with their
 * presence today and the caller's link with them: one statement whatever the number of results.
 */
export async function searchStaff(q: Queryable, { auth, group }: RequestContext, text: string, now: Date): Promise<StaffMember[]> {
  const where =
    and(eq(users.groupId, auth.groupId), ne(users.id, auth.userId), isNull(users.deactivatedAt), ...matchesEvery(text)) ?? sql`true`;
  const found = await findColleagues(q, auth, where, localDayOf(now, group.timeZone), now);
  return found.map((row) => {
    const bookings = (row.today ?? []).map((b) => ({ ...b, start: new Date(b.start), end: new Date(b.end) }));
    return {
      ...presentColleague(row, presenceOf({ now, timeZone: group.timeZone, hidden: row.hidden, bookings })),
      link: row.link ? linkStateOf(row.link, auth.userId) : null,
    };
  });
}
