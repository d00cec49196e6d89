import { and, eq, or, sql } from 'drizzle-orm';
import type { SeriesOccurrence } from '../../../contract/series';
import type { Occurrence } from '../../../domain/recurrence/occurrences';
import type { Tx } from '../../db/client';
import { resourceApprovers, users, type CalendarMethod, type RoomMessageType } from '../../db/schema';
import type { RequestContext } from '../../http/request-context';
import { notifyMany, type Notification } from '../messages/notify';
import { placeText } from '../resources/place';
import { calendarInvitation } from '../room-bookings/calendar-invitation';
import { peopleByIds, type PersonRow } from '../room-bookings/repository';
import type { SeriesPlan } from './plan-series';
import type { SeriesRow } from './repository';

const fullName = (p: PersonRow) => `${p.firstName} ${p.name}`.trim();
const span = (o: { start_at: string; end_at: string }) => ({ start: o.start_at, end: o.end_at });

/** The organiser's one message for a whole series (instead of one per occurrence). */
export async function notifySeriesBooked(
  tx: Tx,
  { auth, group }: RequestContext,
  plan: SeriesPlan,
  row: SeriesRow,
  result: SeriesOccurrence[],
) {
  const written = result.filter((r) => r.outcome === 'booked' || r.outcome === 'waiting' || r.outcome === 'requested');
  const first = written[0];
  if (!first) return;
  await notifyMany(tx, auth.groupId, [
    {
      userId: auth.userId,
      type: 'SeriesBookedNotification',
      payload: {
        series_id: row.id,
        resource: plan.resource.resource.label,
        place: placeText(plan.resource),
        title: plan.details?.title ?? '',
        time_zone: group.timeZone,
        intervals: [span(first)],
        count: written.length,
      },
    },
  ]);
}

/** One message for a cancelled series, naming its next occurrence and how many were cancelled. */
export async function notifySeriesCancelled(
  tx: Tx,
  { auth, group }: RequestContext,
  resource: { label: string; place: string; title: string },
  row: SeriesRow,
  cancelled: Array<{ startAt: Date; endAt: Date }>,
) {
  const first = cancelled[0];
  if (!first) return;
  await notifyMany(tx, auth.groupId, [
    {
      userId: auth.userId,
      type: 'SeriesCancelledNotification',
      payload: {
        series_id: row.id,
        resource: resource.label,
        place: resource.place,
        title: resource.title,
        time_zone: group.timeZone,
        intervals: [{ start: first.startAt.toISOString(), end: first.endAt.toISOString() }],
        count: cancelled.length,
      },
    },
  ]);
}

export interface SeriesCalendar {
  row: SeriesRow;
  /** Every occurrence of the rule; those without a booking become EXDATEs. */
  occurrences: readonly Occurrence[];
  bookedDays: ReadonlySet<string>;
  firstBookingId: number;
  title: string;
  description: string;
}

/**
 * Each invitee of a room series gets ONE message whose mail carries ONE repeating calendar event: the rule from
 * its first occurrence, EXDATEs for the occurrences not booked, a UID per series and the series' SEQUENCE.
 */
export async function notifySeriesInvitees(
  tx: Tx,
  { auth, group }: RequestContext,
  plan: Pick<SeriesPlan, 'resource'>,
  calendar: SeriesCalendar,
  inviteeIds: number[],
  type: RoomMessageType,
  method: CalendarMethod,
  now: Date,
): Promise<void> {
  const first = calendar.occurrences[0];
  if (inviteeIds.length === 0 || !first) return;
  const people = await peopleByIds(tx, auth.groupId, [auth.userId, ...inviteeIds]);
  const organiser = people.get(auth.userId);
  if (!organiser) return;
  const invitees = inviteeIds.flatMap((id) => people.get(id) ?? []);
  const ics = calendarInvitation(
    {
      groupId: auth.groupId,
      bookingId: calendar.firstBookingId,
      sequence: calendar.row.icsSequence,
      start: first.start,
      end: first.end,
      timeZone: group.timeZone,
      title: calendar.title,
      description: calendar.description,
      location: `${plan.resource.resource.label}, ${plan.resource.locationName}`,
      organiser: { name: fullName(organiser), email: organiser.email },
      attendees: invitees.map((p) => ({ name: fullName(p), email: p.email, status: 'invited' as const })),
      stamp: now,
      series: {
        id: calendar.row.id,
        rule: calendar.row.rule,
        exclude: calendar.occurrences.filter((o) => !calendar.bookedDays.has(o.day)).map((o) => o.start),
      },
    },
    method,
  );
  const notifications: Notification[] = invitees.map((p) => ({
    userId: p.id,
    type,
    payload: {
      booking_id: calendar.firstBookingId,
      room: plan.resource.resource.label,
      place: placeText(plan.resource),
      title: calendar.title,
      time_zone: group.timeZone,
      intervals: [{ start: first.start.toISOString(), end: first.end.toISOString() }],
      organiser: fullName(organiser),
    },
    calendar: ics,
  }));
  await notifyMany(tx, auth.groupId, notifications);
}

/** The approvers of a requestable resource (and the group's admins) get ONE request message for the whole series. */
export async function notifySeriesApprovers(tx: Tx, { auth, group }: RequestContext, plan: SeriesPlan, result: SeriesOccurrence[]) {
  const first = result.find((r) => r.outcome === 'waiting');
  if (!plan.requestable || !first || first.booking_id === null) return;
  const approverIds = tx
    .select({ id: resourceApprovers.userId })
    .from(resourceApprovers)
    .where(and(eq(resourceApprovers.groupId, auth.groupId), eq(resourceApprovers.resourceId, plan.resource.resource.id)));
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.groupId, auth.groupId), or(eq(users.isAdmin, true), sql`${users.id} IN ${approverIds}`)));
  const people = await peopleByIds(tx, auth.groupId, [auth.userId]);
  const requester = people.get(auth.userId);
  await notifyMany(
    tx,
    auth.groupId,
    recipients
      .filter((r) => r.id !== auth.userId)
      .map((r) => ({
        userId: r.id,
        type: 'BookableRequestNotification' as const,
        payload: {
          booking_id: first.booking_id ?? 0,
          resource: plan.resource.resource.label,
          place: placeText(plan.resource),
          title: plan.details?.title ?? '',
          time_zone: group.timeZone,
          intervals: [span(first)],
          requester: requester ? fullName(requester) : '',
        },
      })),
  );
}
