import type { AvailableDesksQuery } from '../../../contract/bookings';
import { requestDayProblems } from '../../../domain/time/booking-days';
import { minutesInterval } from '../../../domain/time/interval';
import { localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import { invalid } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { resolveTimeChoice } from '../bookings/time-choice';
import { deskDayJson } from './desk-directory';

/**
 * Free desks for a day the caller could book (not past, within the group's horizon), by slot or hours, and the desks
 * the caller's team holds then: the answer's JSON as UTF-8 bytes.
 */
export async function availableDesksFor(
  database: Database,
  { auth, group }: RequestContext,
  query: AvailableDesksQuery,
  now: Date,
): Promise<Buffer> {
  const problems = requestDayProblems([query.day], localDayOf(now, group.timeZone), group.maxAdvanceDays);
  if (problems.length > 0) throw invalid({ day: problems.map(({ key, ...params }) => ({ key, params })) });
  const { minutes } = await resolveTimeChoice(database.db, auth.groupId, query);
  const interval = minutesInterval(query.day, minutes[0], minutes[1], group.timeZone);
  return deskDayJson(database, auth, query.day, interval, query.location_id);
}
