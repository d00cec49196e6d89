import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesResponseSchema, unreadCountResponseSchema } from '../../src/contract/messages';
import { queryRows } from '../../src/server/db/client';
import { ApiClient, bodyAs } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { sampleNotifications, sendNotifications, userIdOf } from '../support/notifications';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };

describe.each(DATABASE_KINDS)('messages on %s', (kind) => {
  let t: TestApp;
  let reader: ApiClient;
  let colleague: ApiClient;
  let stranger: ApiClient;
  let readerId: number;
  let colleagueId: number;
  let strangerGroupId: number;
  let strangerId: number;

  const page = async (client: ApiClient, query = '') => bodyAs(await client.get(`/api/v2/messages${query}`), 200, messagesResponseSchema);
  const unread = async (client: ApiClient) => (await client.getAs('/api/v2/messages/unread_count', unreadCountResponseSchema)).unread_count;

  beforeAll(async () => {
    t = await startTestApp(kind);
    reader = new ApiClient(t.app);
    colleague = new ApiClient(t.app);
    stranger = new ApiClient(t.app);
    await reader.login(demo.email, DEMO.password);
    await colleague.login(kollege.email, DEMO.password);
    const other = await createGroupWithUser(t.database, OTHER);
    strangerGroupId = other.group.id;
    strangerId = other.user.id;
    await stranger.login(OTHER.email, OTHER.password);
    readerId = await userIdOf(t.database, demo.email);
    colleagueId = await userIdOf(t.database, kollege.email);
    const mine = sampleNotifications(readerId);
    await sendNotifications(t.database, t.demoGroupId, [mine.desk, mine.room, mine.request, mine.approved, mine.series, mine.link]);
    await sendNotifications(t.database, t.demoGroupId, [sampleNotifications(colleagueId).desk]);
    await sendNotifications(t.database, strangerGroupId, [sampleNotifications(strangerId).desk]);
  });
  afterAll(() => t.close());

  it('lists the reader’s messages newest first, written in German, with the screen each is about', async () => {
    const list = await page(reader);
    expect(list.unread_count).toBe(6);
    expect(list.next_before).toBeNull();
    expect(list.messages.map((m) => [m.type, m.title, m.text, m.path, m.link_id, m.read])).toEqual([
      [
        'LinkRequestNotification',
        'Karl Kollege möchte sich mit dir verbinden',
        'Karl Kollege möchte sich in Deskfair mit dir verbinden. Unter „Nachrichten“ oder „Team“ kannst du annehmen oder ablehnen.',
        '/staff_search',
        42,
        false,
      ],
      [
        'SeriesBookedNotification',
        'Serie gebucht: A-101',
        'Du hast A-101 (Berlin Mitte) als Serie gebucht: 12 Termine, der erste am 06.01.2027, 09:00–17:00.',
        '/reports',
        null,
        false,
      ],
      [
        'BookableApprovedNotification',
        'Bestätigt: Forum',
        'Deine Anfrage für Forum (Berlin Mitte), „Sommerfest“, ist bestätigt: 06.01.2027, 09:00–17:00.',
        '/bookable_bookings',
        null,
        false,
      ],
      [
        'BookableRequestNotification',
        'Neue Anfrage: Forum',
        'Karl Kollege fragt Forum (Berlin Mitte) an: „Sommerfest“, 06.01.2027, 09:00–17:00.\nBitte in Deskfair unter „Freigaben“ bestätigen oder ablehnen.',
        '/approvals',
        null,
        false,
      ],
      [
        'RoomInvitationNotification',
        'Einladung: Planung',
        'Dana Demo lädt dich zu „Planung“ ein: 07.01.2027, 00:30–01:30, Raum Spree (Berlin Mitte).\nDu kannst die Einladung in deinem Kalender oder in Deskfair annehmen oder ablehnen.',
        '/conference_rooms?day=2027-01-07',
        null,
        false,
      ],
      [
        'DeskReservationNotification',
        'Schreibtisch A-101 gebucht',
        'Du hast den Schreibtisch A-101 (Berlin Mitte) gebucht: 06.01.2027, 09:00–17:00.',
        '/reports',
        null,
        false,
      ],
    ]);
  });

  it('writes the same messages in English once the reader switches language', async () => {
    expect((await reader.put('/api/v2/settings', { language: 'en' })).statusCode).toBe(200);
    const list = await page(reader, '?limit=2');
    expect(list.messages.map((m) => [m.title, m.text])).toEqual([
      [
        'Karl Kollege would like to link up with you',
        'Karl Kollege would like to link up with you in Deskfair. Accept or decline under "Messages" or "Team".',
      ],
      ['Series booked: A-101', 'You booked A-101 (Berlin Mitte) as a series: 12 occurrences, the first on 01/06/2027, 09:00 AM–05:00 PM.'],
    ]);
    expect((await reader.put('/api/v2/settings', { language: 'de' })).statusCode).toBe(200);
  });

  it('pages by id: each page continues below the last id of the one before, and the last says so', async () => {
    const first = await page(reader, '?limit=4');
    expect(first.messages.map((m) => m.type)).toEqual([
      'LinkRequestNotification',
      'SeriesBookedNotification',
      'BookableApprovedNotification',
      'BookableRequestNotification',
    ]);
    expect(first.next_before).toBe(first.messages[3]?.id);
    const second = await page(reader, `?limit=4&before=${first.next_before}`);
    expect(second.messages.map((m) => m.type)).toEqual(['RoomInvitationNotification', 'DeskReservationNotification']);
    expect(second.next_before).toBeNull();
    expect((await reader.get('/api/v2/messages?limit=51')).json()).toMatchObject({ errors: { limit: ['Ungültiger Wert.'] } });
  });

  it('marks messages read: own ids only, others’ ids change nothing; then all', async () => {
    const [colleagueMessage] = (await page(colleague)).messages;
    const mine = (await page(reader)).messages;
    const answer = await reader.post('/api/v2/messages/read', { ids: [mine[0]?.id, mine[1]?.id, colleagueMessage?.id] });
    expect(bodyAs(answer, 200, unreadCountResponseSchema)).toEqual({ unread_count: 4 });
    expect((await page(reader)).messages.map((m) => m.read)).toEqual([true, true, false, false, false, false]);
    expect(await unread(colleague)).toBe(1);

    expect(bodyAs(await reader.post('/api/v2/messages/read', { all: true }), 200, unreadCountResponseSchema)).toEqual({ unread_count: 0 });
    expect(await unread(reader)).toBe(0);
    expect(await unread(colleague)).toBe(1);
  });

  it('refuses a read request without ids or all, with the field’s message', async () => {
    const empty = await reader.post('/api/v2/messages/read', { ids: [] });
    expect(empty.statusCode).toBe(422);
    const nothing = await reader.post('/api/v2/messages/read', {});
    expect(nothing.statusCode).toBe(422);
  });

  it('never shows or changes another group’s messages', async () => {
    const theirs = await page(stranger);
    expect(theirs.messages.map((m) => m.type)).toEqual(['DeskReservationNotification']);
    const mineIds = (await page(reader)).messages.map((m) => m.id);
    const [strangerMessage] = theirs.messages;
    await reader.post('/api/v2/messages/read', { ids: [strangerMessage?.id] });
    expect(await unread(stranger)).toBe(1);
    expect(bodyAs(await stranger.post('/api/v2/messages/read', { ids: mineIds }), 200, unreadCountResponseSchema)).toEqual({
      unread_count: 1,
    });
    await stranger.post('/api/v2/messages/read', { all: true });
    expect(await unread(colleague)).toBe(1);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM messages WHERE group_id = ${t.demoGroupId} AND read_at IS NULL`,
    );
    expect(row?.n).toBe(1);
  });

  it('answers 401 without a session', async () => {
    expect((await new ApiClient(t.app).get('/api/v2/messages')).statusCode).toBe(401);
  });
});
