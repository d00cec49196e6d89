import { sql } from 'drizzle-orm';
import type { Occurrence } from '../../../domain/recurrence/occurrences';
import { queryRows, type Tx } from '../../db/client';
import type { EventDetailsBody } from '../room-bookings/write-details';
import { pgArray } from './pg-array';

export interface OccurrenceRows {
  groupId: number;
  userId: number;
  seriesId: number;
  resourceId: number;
  resourceKind: string;
  slotId: number | null;
  status: 'booked' | 'waiting';
}

/**
 * Inserts the occurrences as bookings in one statement. The exclusion constraints decide: an occurrence that
 * overlaps a holding booking is skipped (ON CONFLICT DO NOTHING covers them), so what comes back is what was
 * booked, by day.
 */
export async function insertOccurrences(tx: Tx, rows: OccurrenceRows, occurrences: readonly Occurrence[]): Promise<Map<string, number>> {
  if (occurrences.length === 0) return new Map();
  const inserted = await queryRows<{ id: string | number; day: string }>(
    tx,
    sql`
      INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, slot_id, start_at, end_at, status, series_id)
      SELECT ${rows.groupId}, ${rows.userId}, ${rows.resourceId}, ${rows.resourceKind}, o.day, ${rows.slotId}::int, o.s, o.e,
             ${rows.status}, ${rows.seriesId}
      FROM unnest(${pgArray(occurrences.map((o) => o.day))}::date[],
                  ${pgArray(occurrences.map((o) => o.start.toISOString()))}::timestamptz[],
                  ${pgArray(occurrences.map((o) => o.end.toISOString()))}::timestamptz[]) AS o(day, s, e)
      ON CONFLICT DO NOTHING
      RETURNING id, day::text AS day`,
  );
  return new Map(inserted.map((r) => [r.day, Number(r.id)]));
}

/** The same event details and catering on every booking of the series, in two statements. */
export async function insertOccurrenceDetails(tx: Tx, groupId: number, bookingIds: number[], d: EventDetailsBody): Promise<void> {
  if (bookingIds.length === 0) return;
  const ids = pgArray(bookingIds);
  await tx.execute(sql`
    INSERT INTO booking_details (group_id, booking_id, title, description, supervisor, phone_number, person_number, attendee_count,
                                 layout, equipment)
    SELECT ${groupId}, id, ${d.title}, ${d.description}, ${d.supervisor}, ${d.phone_number}, ${d.person_number}, ${d.attendee_count},
           ${d.layout}::text, ${JSON.stringify([...new Set(d.equipment)])}::jsonb
    FROM unnest(${ids}::bigint[]) AS id`);
  if (d.catering.length === 0) return;
  await tx.execute(sql`
    INSERT INTO booking_catering (group_id, booking_id, item_id, quantity, serve_minute)
    SELECT ${groupId}, id, c.item_id, c.quantity, c.serve_minute
    FROM unnest(${ids}::bigint[]) AS id
    CROSS JOIN unnest(${pgArray(d.catering.map((c) => c.item_id))}::int[], ${pgArray(d.catering.map((c) => c.quantity))}::int[],
                      ${pgArray(d.catering.map((c) => c.serve_minute))}::int[]) AS c(item_id, quantity, serve_minute)`);
}

/** Every invitee on every booking of the series, in one statement. */
export async function insertOccurrenceInvitations(tx: Tx, groupId: number, bookingIds: number[], userIds: number[]): Promise<void> {
  if (bookingIds.length === 0 || userIds.length === 0) return;
  await tx.execute(sql`
    INSERT INTO invitations (group_id, booking_id, user_id)
    SELECT ${groupId}, id, u FROM unnest(${pgArray(bookingIds)}::bigint[]) AS id CROSS JOIN unnest(${pgArray(userIds)}::int[]) AS u`);
}

/** Lottery days before their draw become requests for the series' desk (a day the user already asked for keeps its request). */
export async function insertOccurrenceRequests(tx: Tx, rows: OccurrenceRows, days: string[]): Promise<void> {
  if (days.length === 0) return;
  await tx.execute(sql`
    INSERT INTO desk_requests (group_id, user_id, day, preferred_desk_id, series_id)
    SELECT ${rows.groupId}, ${rows.userId}, d, ${rows.resourceId}, ${rows.seriesId} FROM unnest(${pgArray(days)}::date[]) AS d
    ON CONFLICT DO NOTHING`);
}
