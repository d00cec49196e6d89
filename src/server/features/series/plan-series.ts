import { SERIES_MAX_OCCURRENCES, type SeriesBody } from '../../../contract/series';
import { occurrenceDays, occurrenceTimes, type Occurrence } from '../../../domain/recurrence/occurrences';
import { recurrenceRuleText } from '../../../domain/recurrence/recurrence-rule';
import { daysBetween, localDayOf } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import type { ResourceKind } from '../../db/schema';
import { AppError, invalid, invalidField, type FieldErrors } from '../../http/errors';
import { groupHas } from '../../http/policies';
import type { RequestContext } from '../../http/request-context';
import { resolveTimeChoice } from '../bookings/time-choice';
import { findResource, type PlacedResource } from '../resources/repository';
import { addFieldError, checkEventOptions, checkInvitees, checkRoomHolds } from '../room-bookings/validate-details';
import type { EventDetailsBody } from '../room-bookings/write-details';

/** Everything a series books, checked: the resource, the time of day, the rule and its occurrences. */
export interface SeriesPlan {
  body: SeriesBody;
  resource: PlacedResource;
  minutes: [number, number];
  slotId: number | null;
  rule: string;
  /** Every occurrence of the rule, in order (those already over included). */
  occurrences: Occurrence[];
  /** Requestable bookable: every occurrence waits for approval. */
  requestable: boolean;
  /** Room and bookable series: the event details copied to every occurrence. */
  details: EventDetailsBody | null;
  inviteeIds: number[];
}

/** The columns of a series row that say what repeats, where and when (written on create and on change). */
export const seriesColumns = (plan: SeriesPlan, body: SeriesBody) => ({
  resourceId: plan.resource.resource.id,
  resourceKind: plan.resource.resource.kind,
  startDay: body.start_day,
  startMinute: plan.minutes[0],
  endMinute: plan.minutes[1],
  slotId: plan.slotId,
  recurrence: body.recurrence,
  rule: plan.rule,
});

/** The resource kinds a series of each kind may stand on (parking spaces are booked by day, not in series). */
const RESOURCE_KINDS: Record<SeriesBody['kind'], ResourceKind[]> = { desk: ['desk'], room: ['room'], bookable: ['bookable'] };

async function findSeriesResource(q: Queryable, groupId: number, body: SeriesBody): Promise<PlacedResource> {
  for (const kind of RESOURCE_KINDS[body.kind]) {
    const found = await findResource(q, groupId, kind, body.resource_id);
    if (found) return found;
  }
  // Unknown, another group's, out of service, or of another kind: the same answer, so nothing leaks.
  throw invalidField('resource_id', 'validation.resource_unknown');
}

function eventDetails(body: SeriesBody): EventDetailsBody | null {
  if (body.kind === 'desk') return null;
  return {
    title: body.title ?? '',
    description: body.description,
    supervisor: body.supervisor,
    phone_number: body.phone_number,
    person_number: body.person_number,
    attendee_count: body.attendee_count,
    layout: body.layout,
    equipment: body.equipment,
    catering: body.catering,
  };
}

/**
 * Checks a series body against the group's rules and the resource, and lays out its occurrences; every
 * problem is a 422 naming its field, and nothing is written. `editing` lets an existing series keep a start
 * day in the past (its occurrences before today are left alone).
 */
export async function planSeries(
  q: Queryable,
  { auth, group }: RequestContext,
  body: SeriesBody,
  now: Date,
  editing = false,
): Promise<SeriesPlan> {
  if (body.kind === 'room' && !groupHas(group, 'conference_rooms')) throw new AppError('forbidden', 'errors.feature_off.conference_rooms');
  const resource = await findSeriesResource(q, auth.groupId, body);
  const today = localDayOf(now, group.timeZone);
  if (!editing && body.start_day < today) throw invalidField('start_day', 'validation.day_in_past');

  const { minutes, slotId } =
    body.kind === 'desk'
      ? await resolveTimeChoice(q, auth.groupId, body)
      : { minutes: [body.start_minute, body.end_minute] as [number, number], slotId: null };

  const recurrenceField = body.recurrence.count !== undefined ? 'recurrence.count' : 'recurrence.until';
  const days = occurrenceDays(body.start_day, body.recurrence, SERIES_MAX_OCCURRENCES + 1);
  if (days.length > SERIES_MAX_OCCURRENCES) {
    throw invalidField(recurrenceField, 'validation.too_many_occurrences', { max: SERIES_MAX_OCCURRENCES });
  }
  const last = days[days.length - 1];
  if (last !== undefined && daysBetween(today, last) > group.seriesHorizonDays) {
    throw invalidField(recurrenceField, 'validation.series_beyond_horizon', { max: group.seriesHorizonDays });
  }
  const occurrences = occurrenceTimes(days, minutes[0], minutes[1], group.timeZone);
  if (!occurrences.some((o) => o.end > now)) throw invalidField('start_day', 'validation.slot_over');

  const details = eventDetails(body);
  const fields: FieldErrors = {};
  let inviteeIds: number[] = [];
  const requestable = body.kind === 'bookable' && resource.resource.requestable;
  if (details) {
    const capacity = resource.resource.capacity;
    if (capacity !== null && details.attendee_count > capacity)
      addFieldError(fields, 'attendee_count', 'validation.capacity_exceeded', { capacity });
    if (requestable && details.title.trim() === '') addFieldError(fields, 'title', 'validation.required');
    await checkEventOptions(q, auth.groupId, resource, details, fields, (m) => m >= minutes[0] && m <= minutes[1]);
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  if (body.kind === 'room') {
    inviteeIds = await checkInvitees(q, auth.groupId, auth.userId, body.invitee_ids, 'invitee_ids');
    checkRoomHolds(resource, 1 + inviteeIds.length, 'invitee_ids');
  }
  return {
    body,
    resource,
    minutes,
    slotId,
    rule: recurrenceRuleText(body.start_day, body.recurrence, group.timeZone),
    occurrences,
    requestable,
    details,
    inviteeIds,
  };
}
