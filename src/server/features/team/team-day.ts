import { TEAM_DAYS_AHEAD_MAX, type TeamBooking, type TeamDayResponse } from '../../../contract/team';
import { daysBetween, localDayOf, type LocalDay } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import { invalidField } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { bookingsOnDay, teamOf } from './repository';

const DAYS_PER_WEEK = 7;

/** Today (group zone) up to TEAM_DAYS_AHEAD_MAX days ahead; anything else is a 422 on `day`. */
function checkTeamDay(day: LocalDay, today: LocalDay): void {
  const ahead = daysBetween(today, day);
  if (ahead < 0) throw invalidField('day', 'validation.team_day_past');
  if (ahead > TEAM_DAYS_AHEAD_MAX) throw invalidField('day', 'validation.team_day_too_far', { max: TEAM_DAYS_AHEAD_MAX / DAYS_PER_WEEK });
}

/** Where the caller's team is on a day: each colleague's desk and room bookings, none for those who hide. */
export async function teamDay(q: Queryable, { auth, group }: RequestContext, day: LocalDay, now: Date): Promise<TeamDayResponse> {
  checkTeamDay(day, localDayOf(now, group.timeZone));
  const team = await teamOf(q, auth);
  const rows = await bookingsOnDay(
    q,
    auth.groupId,
    team.filter((c) => !c.hidden).map((c) => c.id),
    day,
  );
  const byUser = new Map<number, TeamBooking[]>();
  for (const row of rows) {
    if (row.kind !== 'desk' && row.kind !== 'room') continue;
    const list = byUser.get(row.userId) ?? [];
    list.push({
      kind: row.kind,
      resource: row.resource,
      location_id: row.locationId,
      location: row.location,
      area_id: row.areaId,
      area: row.area,
      start: row.start.toISOString(),
      end: row.end.toISOString(),
      checked_in: row.checkedInAt !== null,
    });
    byUser.set(row.userId, list);
  }
  return {
    day,
    members: team.map((c) => ({
      colleague: { id: c.id, first_name: c.firstName, last_name: c.name, department: c.userGroup },
      hidden: c.hidden,
      bookings: c.hidden ? [] : (byUser.get(c.id) ?? []),
    })),
  };
}
