import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../contract/limits';
import { queryRows, type Queryable } from '../../db/client';
import { calendarLinks, type ResourceCategory, type ResourceKind } from '../../db/schema';

export type CalendarLinkRow = typeof calendarLinks.$inferSelect;

export async function findCalendarLink(q: Queryable, groupId: number, userId: number): Promise<CalendarLinkRow | null> {
  const [row] = await q
    .select()
    .from(calendarLinks)
    .where(and(eq(calendarLinks.groupId, groupId), eq(calendarLinks.userId, userId)));
  return row ?? null;
}

/** Makes or replaces the user's link: the old hash is gone in the same statement, so the old URL stops at once. */
export async function saveCalendarLink(
  q: Queryable,
  groupId: number,
  userId: number,
  tokenHash: string,
  now: Date,
): Promise<CalendarLinkRow> {
  const [row] = await q
    .insert(calendarLinks)
    .values({ groupId, userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: [calendarLinks.groupId, calendarLinks.userId], set: { tokenHash, createdAt: now } })
    .returning();
  if (!row) throw new Error('calendar link upsert returned nothing');
  return row;
}

export async function deleteCalendarLink(q: Queryable, groupId: number, userId: number): Promise<void> {
  await q.delete(calendarLinks).where(and(eq(calendarLinks.groupId, groupId), eq(calendarLinks.userId, userId)));
}

/** Whose feed a token opens: its group and hash find the row (unique index), and the user id must match too. */
export interface FeedOwner {
  userId: number;
  groupId: number;
  language: Language;
  timeZone: string;
}

export async function findFeedOwner(q: Queryable, groupId: number, userId: number, tokenHash: string): Promise<FeedOwner | null> {
  const [row] = await queryRows<{ user_id: number; group_id: number; language: Language; time_zone: string }>(
    q,
    sql`SELECT u.id AS user_id, u.group_id, u.language, g.time_zone
        FROM calendar_links c
        JOIN users u ON u.group_id = c.group_id AND u.id = c.user_id
        JOIN groups g ON g.id = c.group_id
        WHERE c.group_id = ${groupId} AND c.token_hash = ${tokenHash} AND c.user_id = ${userId}`,
  );
  return row ? { userId: row.user_id, groupId: row.group_id, language: row.language, timeZone: row.time_zone } : null;
}

/** A booking as the feed shows it. */
export interface FeedBookingRow {
  id: number;
  kind: ResourceKind;
  status: 'booked' | 'reserved' | 'waiting';
  start_at: Date;
  end_at: Date;
  label: string;
  category: ResourceCategory | null;
  area: string;
  location: string;
  slot: string | null;
  title: string | null;
  ics_sequence: number | null;
  /** True when the user is an invitee who accepted, not the one who booked. */
  invited: boolean;
}

/**
 * The user's bookings that hold their resource or await approval, ending after `since`: their own of every kind,
 * and room bookings they accepted an invitation to. Cancelled, declined, rejected and released bookings are absent.
 */
export async function feedBookings(q: Queryable, owner: FeedOwner, since: Date): Promise<FeedBookingRow[]> {
  const rows = await queryRows<FeedBookingRow & { start_at: Date | string; end_at: Date | string }>(
    q,
    sql`SELECT b.id, b.resource_kind AS kind, b.status, b.start_at, b.end_at, r.label, r.category,
               a.name AS area, l.name AS location, s.name AS slot, d.title, d.ics_sequence,
               (b.user_id <> ${owner.userId}) AS invited
        FROM bookings b
        JOIN resources r ON r.group_id = b.group_id AND r.id = b.resource_id
        JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
        JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
        LEFT JOIN slots s ON s.group_id = b.group_id AND s.id = b.slot_id
        LEFT JOIN booking_details d ON d.group_id = b.group_id AND d.booking_id = b.id
        WHERE b.group_id = ${owner.groupId}
          AND b.end_at >= ${since.toISOString()}::timestamptz
          AND b.status IN ('booked', 'reserved', 'waiting')
          AND (b.user_id = ${owner.userId}
               OR (b.resource_kind = 'room' AND EXISTS (
                    SELECT 1 FROM invitations i
                    WHERE i.group_id = b.group_id AND i.booking_id = b.id AND i.user_id = ${owner.userId}
                      AND i.status = 'accepted')))
        ORDER BY b.start_at, b.id`,
  );
  // Both drivers may hand timestamptz over as text in raw queries.
  return rows.map((row) => ({ ...row, id: Number(row.id), start_at: new Date(row.start_at), end_at: new Date(row.end_at) }));
}
