import type { PlanMarkersQuery, PlanMarkersResponse } from '../../../contract/floor-plans';
import { dayInterval, minutesInterval } from '../../../domain/time/interval';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { resolveTimeChoice } from '../bookings/time-choice';
import { presentMarkers } from './presenter';
import { planMarkers } from './repository';

/** The plans with the kind's placed resources and each one's state for the caller: the asked slot or hours, else the whole day. */
export async function planMarkersFor(
  database: Database,
  { auth, group }: RequestContext,
  query: PlanMarkersQuery,
): Promise<PlanMarkersResponse> {
  const hasChoice = query.slot_id !== undefined || query.start_minute !== undefined;
  const interval = hasChoice
    ? minutesInterval(query.day, ...(await resolveTimeChoice(database.db, auth.groupId, query)).minutes, group.timeZone)
    : dayInterval(query.day, group.timeZone);
  const rows = await planMarkers(database.db, auth, query.kind, query.day, interval, query.location_id);
  return { areas: presentMarkers(rows) };
}
