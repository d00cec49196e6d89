import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/server/db/client';
import { notifyMany, type Notification } from '../../src/server/features/messages/notify';

/** The id of a user by e-mail address. */
export async function userIdOf(database: Database, email: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM users WHERE email = ${email}`);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Sends notifications as a feature does: through notifyMany, in a transaction. */
export const sendNotifications = (database: Database, groupId: number, notifications: Notification[]) =>
  database.db.transaction((tx) => notifyMany(tx, groupId, notifications));

const BERLIN = { place: 'Berlin Mitte', time_zone: 'Europe/Berlin' };
/** Wednesday 6 January 2027, 09:00–17:00 in Berlin. */
const WEDNESDAY = [{ start: '2027-01-06T08:00:00Z', end: '2027-01-06T16:00:00Z' }];
/** Thursday 7 January 2027, 00:30–01:30 in Berlin: still the 6th in UTC, so the room's day shows the zone is applied. */
const EARLY_THURSDAY = [{ start: '2027-01-06T23:30:00Z', end: '2027-01-07T00:30:00Z' }];

/** One notification of each kind for a user, with literal payloads. */
export const sampleNotifications = (userId: number) =>
  ({
    desk: { userId, type: 'DeskReservationNotification', payload: { desk: 'A-101', ...BERLIN, intervals: WEDNESDAY } },
    room: {
      userId,
      type: 'RoomInvitationNotification',
      payload: { booking_id: 7, room: 'Spree', ...BERLIN, title: 'Planung', intervals: EARLY_THURSDAY, organiser: 'Dana Demo' },
    },
    request: {
      userId,
      type: 'BookableRequestNotification',
      payload: { booking_id: 8, resource: 'Forum', ...BERLIN, title: 'Sommerfest', intervals: WEDNESDAY, requester: 'Karl Kollege' },
    },
    approved: {
      userId,
      type: 'BookableApprovedNotification',
      payload: { booking_id: 8, resource: 'Forum', ...BERLIN, title: 'Sommerfest', intervals: WEDNESDAY, requester: 'Karl Kollege' },
    },
    series: {
      userId,
      type: 'SeriesBookedNotification',
      payload: { series_id: 3, resource: 'A-101', ...BERLIN, title: '', intervals: WEDNESDAY, count: 12 },
    },
    link: { userId, type: 'LinkRequestNotification', payload: { link_id: 42, colleague: 'Karl Kollege' } },
  }) satisfies Record<string, Notification>;
