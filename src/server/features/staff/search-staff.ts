import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { STAFF_RESULTS_MAX, type StaffMember } from '../../../contract/team';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import type { RequestContext } from '../../http/request-context';
import { byColleagueName, colleagueColumns, presentColleague } from '../team/colleague';
import { presencesOf } from '../team/presences';
import { linkStatesWith } from '../links/repository';

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
 * presence today and the caller's link with them: three queries whatever the number of results.
 */
export async function searchStaff(q: Queryable, { auth, group }: RequestContext, text: string, now: Date): Promise<StaffMember[]> {
  const rows = await q
    .select(colleagueColumns)
    .from(users)
    .where(and(eq(users.groupId, auth.groupId), ne(users.id, auth.userId), isNull(users.deactivatedAt), ...matchesEvery(text)))
    .orderBy(...byColleagueName)
    .limit(STAFF_RESULTS_MAX);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [presences, links] = await Promise.all([
    presencesOf(q, { groupId: auth.groupId, timeZone: group.timeZone }, rows, now),
    linkStatesWith(q, auth, ids),
  ]);
  return rows.map((row) => ({
    ...presentColleague(row, presences.get(row.id) ?? { state: 'unknown', resource: null, location: null, area: null }),
    link: links.get(row.id) ?? null,
  }));
}
