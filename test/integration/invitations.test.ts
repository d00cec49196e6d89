import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferenceRoomsResponseSchema, roomBookingResponseSchema, type Room, type RoomBooking } from '../../src/contract/rooms';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { parseInvitation } from '../support/calendar';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { demoRooms, roomBookingBody } from '../support/rooms';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { createUsersWithTokens } from '../support/users';
import { mailsTo, queuedDeliveries } from '../support/outbox';

const [demo, kollege] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe.each(DATABASE_KINDS)('invitations to room bookings on %s', (kind) => {
  // Tuesday 5 January 2027, 09:30 in Berlin.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let organiser: ApiClient;
  let colleague: ApiClient;
  let stranger: ApiClient;
  let strangerId: number;
  let colleagueId: number;
  let rooms: Record<'Spree' | 'Havel' | 'Elbe', Room>;

  const clientWith = (token: string) => {
    const client = new ApiClient(t.app);
    client.token = token;
    return client;
  };
  const book = async (room: Room, day: string, overrides: Record<string, unknown> = {}): Promise<RoomBooking> =>
    (await organiser.postAs('/api/v2/room_bookings', roomBookingBody(room.id, day, overrides), roomBookingResponseSchema)).booking;
  /** The calendar mails queued for an address, oldest first. */
  const calendarMails = async (email: string) =>
    (await queuedDeliveries(t.database.db))
      .filter((d) => d.recipient === email && d.calendar_ics !== null)
      .map(({ subject, body, calendar_method, calendar_ics }) => ({ subject, body, calendar_method, calendar_ics: calendar_ics ?? '' }));
  const messagesOf = (email: string) =>
    queryRows<{ type: string; payload: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT m.type, m.payload FROM messages m JOIN users u ON u.group_id = m.group_id AND u.id = m.user_id WHERE u.email = ${email} ORDER BY m.id`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    organiser = new ApiClient(t.app);
    colleague = new ApiClient(t.app);
    stranger = new ApiClient(t.app);
    await organiser.login(demo.email, DEMO.password);
    await colleague.login(kollege.email, DEMO.password);
    const other = await createGroupWithUser(t.database, OTHER);
    strangerId = other.user.id;
    // the other group has conference rooms too: its members reach the routes, and learn nothing of ours (404)
    await t.database.db.execute(sql`UPDATE groups SET has_conference_rooms = true WHERE id = ${other.group.id}`);
    await stranger.login(OTHER.email, OTHER.password);
    colleagueId = (await colleague.get('/api/v2/ego')).json().user.id as number;
    rooms = await demoRooms(organiser);
  });
  afterAll(() => t.close());

  it('invites a colleague with a message and a calendar REQUEST the parser reads back', async () => {
    const booking = await book(rooms.Spree, '2027-01-06', { title: 'Kickoff', description: 'Mit Kaffee', invitee_ids: [colleagueId] });
    expect(booking.invitations).toEqual([
      {
        id: expect.any(Number),
        user: { id: colleagueId, first_name: 'Karl', last_name: 'Kollege', email: kollege.email },
        status: 'invited',
      },
    ]);
    const [mail] = await calendarMails(kollege.email);
    expect(mail?.subject).toBe('Einladung: Kickoff');
    expect(mail?.body).toBe(
      'Hallo Karl,\n\nDana Demo lädt dich zu „Kickoff“ ein: 06.01.2027, 10:00–11:00, Raum Spree (Berlin Mitte, Etage 1).\n' +
        'Du kannst die Einladung in deinem Kalender oder in Deskfair annehmen oder ablehnen.',
    );
    expect(mail?.calendar_method).toBe('REQUEST');
    expect(parseInvitation(mail?.calendar_ics ?? '')).toEqual({
      method: 'REQUEST',
      uid: `room-booking-${t.demoGroupId}-${booking.id}@deskfair`,
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Kickoff',
      location: 'Spree, Berlin Mitte',
      start: '2027-01-06T10:00:00',
      end: '2027-01-06T11:00:00',
      startTzid: 'Europe/Berlin',
      startUtc: '2027-01-06T09:00:00.000Z',
      endUtc: '2027-01-06T10:00:00.000Z',
      vtimezones: ['Europe/Berlin'],
      organiser: demo.email,
      attendees: [{ email: kollege.email, partstat: 'NEEDS-ACTION', cn: 'Karl Kollege' }],
    });
    expect((await messagesOf(kollege.email)).map((m) => m.type)).toEqual(['RoomInvitationNotification']);
    expect((await messagesOf(demo.email)).map((m) => m.type)).toContain('RoomReservationNotification');

    const seen = (await colleague.getAs('/api/v2/conference_rooms', conferenceRoomsResponseSchema)).bookings;
    expect(seen.map((b) => [b.id, b.title, b.can_edit, b.my_invitation?.status])).toEqual([[booking.id, 'Kickoff', false, 'invited']]);
  });

  it('the invitee declines and accepts; the organiser gets each answer', async () => {
    const booking = await book(rooms.Spree, '2027-01-07', { title: 'Retro', invitee_ids: [colleagueId] });
    const invitationId = booking.invitations[0]?.id;
    const declined = await colleague.post(`/api/v2/invitations/${invitationId}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(roomBookingResponseSchema.parse(declined.json()).booking.my_invitation?.status).toBe('declined');
    const organiserView = (await organiser.getAs('/api/v2/conference_rooms', conferenceRoomsResponseSchema)).bookings.find(
      (b) => b.id === booking.id,
    );
    expect(organiserView?.invitations.map((i) => i.status)).toEqual(['declined']);
    const [lastMessage] = (await messagesOf(demo.email)).slice(-1);
    expect(lastMessage).toMatchObject({ type: 'InvitationDeclinedNotification', payload: { invitee: 'Karl Kollege', title: 'Retro' } });
    const organiserMails = await mailsTo(t.database.db, demo.email);
    expect(organiserMails.at(-1)?.subject).toBe('Einladung abgelehnt: Retro');
    expect((await colleague.post(`/api/v2/invitations/${invitationId}/accept`)).statusCode).toBe(200);
    expect((await messagesOf(demo.email)).slice(-1)[0]?.type).toBe('InvitationAcceptedNotification');
    // Only the invitee answers; to anyone else the invitation is not there.
    expect((await organiser.post(`/api/v2/invitations/${invitationId}/accept`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/v2/invitations/${invitationId}/decline`)).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `/api/v2/invitations/${invitationId}`)).statusCode).toBe(404);
    expect((await colleague.request('DELETE', `/api/v2/invitations/${invitationId}`)).statusCode).toBe(404);
  });

  it('an update sends REQUEST with SEQUENCE + 1, a cancellation and a removal send CANCEL', async () => {
    const [second] = await createUsersWithTokens(t.database, t.demoGroupId, 1, 'gast');
    const booking = await book(rooms.Elbe, '2027-01-08', { title: 'Workshop', invitee_ids: [colleagueId, second?.id] });
    const updated = await organiser.put(
      `/api/v2/room_bookings/${booking.id}`,
      roomBookingBody(rooms.Elbe.id, '2027-01-08', { title: 'Workshop (neu)', start_minute: 780, end_minute: 900 }),
    );
    expect(updated.statusCode).toBe(200);
    const update = parseInvitation((await calendarMails(kollege.email)).slice(-1)[0]?.calendar_ics ?? '');
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: `room-booking-${t.demoGroupId}-${booking.id}@deskfair`,
      sequence: 1,
      summary: 'Workshop (neu)',
      location: 'Elbe, Hamburg Hafen',
      start: '2027-01-08T13:00:00',
      end: '2027-01-08T15:00:00',
      startUtc: '2027-01-08T12:00:00.000Z',
    });
    expect(update.attendees.map((a) => a.email).sort()).toEqual(['gast-0@deskfair.test', kollege.email]);
    expect((await messagesOf(kollege.email)).slice(-1)[0]?.type).toBe('RoomBookingUpdatedNotification');

    const removed = await organiser.request(
      'DELETE',
      `/api/v2/invitations/${booking.invitations.find((i) => i.user.id === second?.id)?.id}`,
    );
    expect(removed.statusCode).toBe(204);
    const removal = parseInvitation((await calendarMails('gast-0@deskfair.test')).slice(-1)[0]?.calendar_ics ?? '');
    expect(removal).toMatchObject({ method: 'CANCEL', sequence: 1, attendees: [{ email: 'gast-0@deskfair.test' }] });

    expect((await organiser.request('DELETE', `/api/v2/room_bookings/${booking.id}`)).statusCode).toBe(204);
    const [cancelMail] = (await calendarMails(kollege.email)).slice(-1);
    expect(cancelMail?.subject).toBe('Abgesagt: Workshop (neu)');
    expect(parseInvitation(cancelMail?.calendar_ics ?? '')).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: 2,
      uid: `room-booking-${t.demoGroupId}-${booking.id}@deskfair`,
    });
    // The removed guest hears nothing more of the meeting.
    expect((await calendarMails('gast-0@deskfair.test')).map((m) => m.calendar_method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
  });

  it("refuses invitees of another group or unknown ones, and more people than the room holds ('Maximale Anzahl…')", async () => {
    const booking = await book(rooms.Havel, '2027-01-11');
    const other = await organiser.post('/api/v2/invitations', { booking_id: booking.id, user_ids: [strangerId] });
    expect([other.statusCode, other.json().errors]).toEqual([422, { user_ids: ['Diese Person gibt es in deiner Gruppe nicht.'] }]);
    const self = await organiser.post('/api/v2/invitations', { booking_id: booking.id, user_ids: [booking.organiser.id] });
    expect(self.statusCode).toBe(422);
    const guests = await createUsersWithTokens(t.database, t.demoGroupId, 4, 'voll');
    const ok = await organiser.post('/api/v2/invitations', { booking_id: booking.id, user_ids: guests.slice(0, 3).map((g) => g.id) });
    expect(ok.statusCode).toBe(201);
    expect(roomBookingResponseSchema.parse(ok.json()).booking.invitations).toHaveLength(3);
    const full = await organiser.post('/api/v2/invitations', { booking_id: booking.id, user_ids: [guests[3]?.id] });
    expect([full.statusCode, full.json().errors]).toEqual([422, { user_ids: ['Maximale Anzahl für diesen Raum erreicht'] }]);
    organiser.language = 'en';
    const fullEn = await organiser.post('/api/v2/invitations', { booking_id: booking.id, user_ids: [guests[3]?.id] });
    organiser.language = 'de';
    expect(fullEn.json().errors).toEqual({ user_ids: ['Maximum number of people for this room reached'] });
    // Nothing changed, and a decline frees a place.
    const count = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM invitations WHERE booking_id = ${booking.id}`))[0]
        ?.n;
    expect(await count()).toBe(3);
    const firstGuest = clientWith(guests[0]?.token ?? '');
    const invitationOfFirst = roomBookingResponseSchema.parse(ok.json()).booking.invitations.find((i) => i.user.id === guests[0]?.id);
    expect((await firstGuest.post(`/api/v2/invitations/${invitationOfFirst?.id}/decline`)).statusCode).toBe(200);
    expect((await organiser.post('/api/v2/invitations', { booking_id: booking.id, user_ids: [guests[3]?.id] })).statusCode).toBe(201);
    // Accepting again after declining would exceed the capacity now.
    const back = await firstGuest.post(`/api/v2/invitations/${invitationOfFirst?.id}/accept`);
    expect([back.statusCode, back.json().errors]).toEqual([422, { status: ['Maximale Anzahl für diesen Raum erreicht'] }]);
    // Creating a booking with more invitees than fit is refused the same way.
    const tooMany = await organiser.post(
      '/api/v2/room_bookings',
      roomBookingBody(rooms.Havel.id, '2027-01-12', { invitee_ids: guests.map((g) => g.id) }),
    );
    expect([tooMany.statusCode, tooMany.json().errors]).toEqual([422, { invitee_ids: ['Maximale Anzahl für diesen Raum erreicht'] }]);
    // Another group's member cannot invite to this booking, nor can a colleague who does not organise it.
    expect((await stranger.post('/api/v2/invitations', { booking_id: booking.id, user_ids: [strangerId] })).statusCode).toBe(404);
    expect((await colleague.post('/api/v2/invitations', { booking_id: booking.id, user_ids: [guests[0]?.id] })).statusCode).toBe(404);
  });

  it('50 parallel invitations to a room for 4 let exactly 3 in', async () => {
    const booking = await book(rooms.Havel, '2027-01-13');
    const guests = await createUsersWithTokens(t.database, t.demoGroupId, 50, 'ansturm');
    const statuses = await Promise.all(
      guests.map(async (guest) => {
        const racer = clientWith(organiser.token ?? '');
        return (await racer.post('/api/v2/invitations', { booking_id: booking.id, user_ids: [guest.id] })).statusCode;
      }),
    );
    expect(tally(statuses)).toEqual({ 201: 3, 422: 47 });
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM invitations WHERE booking_id = ${booking.id}`,
    );
    expect(row?.n).toBe(3);
  });
});
