import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_PASSWORD_POLICY } from '../../contract/group';
import { queryRows, type Database } from '../db/client';
import {
  areas,
  cateringItems,
  groupCodes,
  groups,
  locations,
  resourceApprovers,
  resources,
  slots,
  users,
  type ResourceCategory,
} from '../db/schema';
import { hashPassword } from '../features/auth/passwords';
import { insertUser } from '../features/users/repository';
import { seedDemoColleagues } from './demo-colleagues';
import { seedDemoPlans } from './demo-plans';

/** The demo group of design.md §4. */
export const DEMO = {
  groupName: 'Demo GmbH',
  groupCode: 'DEMO-2026',
  timeZone: 'Europe/Berlin',
  password: 'Deskfair!2026',
  /** The demo group's external parking portal (shown on /parkefficient). */
  parkingLinkUrl: 'https://parken.deskfair.test/demo',
  users: [
    { email: 'demo@deskfair.test', firstName: 'Dana', name: 'Demo', isAdmin: true, userGroup: 'Produkt' },
    { email: 'kollege@deskfair.test', firstName: 'Karl', name: 'Kollege', isAdmin: false, userGroup: 'Vertrieb' },
  ],
  slots: [
    { name: 'morning', startMinute: 8 * 60, endMinute: 13 * 60 },
    { name: 'afternoon', startMinute: 13 * 60, endMinute: 18 * 60 },
    { name: 'full_day', startMinute: 8 * 60, endMinute: 18 * 60 },
  ],
  locations: [
    {
      name: 'Berlin Mitte',
      address: 'Friedrichstraße 100, 10117 Berlin',
      areas: [
        { name: 'Etage 1', prefix: 'B1', desks: 12 },
        { name: 'Etage 2', prefix: 'B2', desks: 12 },
      ],
      rooms: [
        { name: 'Spree', capacity: 8, equipment: ['screen', 'video'] },
        { name: 'Havel', capacity: 4, equipment: ['screen'] },
      ],
      parking: { area: 'Tiefgarage', labels: ['P1', 'P2', 'P3', 'P4'] },
      bookables: [
        {
          label: 'Forum',
          category: 'event_space',
          description: 'Eventfläche für bis zu 80 Personen',
          capacity: 80,
          requestable: true,
          layouts: ['theatre', 'u_shape'],
          equipment: ['stage', 'microphone', 'projector'],
          cateringOffered: true,
          approvers: ['kollege@deskfair.test'],
        },
        { label: 'Poolauto B-DF 26', category: 'car', description: 'Dienstwagen, Stellplatz P1', capacity: 5 },
        ...['1', '2', '3', '4'].map((n) => ({ label: `Schließfach ${n}`, category: 'locker' as const })),
        { label: 'Beamer mobil', category: 'equipment', description: 'Tragbarer Projektor mit HDMI-Kabel' },
      ],
    },
    {
      name: 'Hamburg Hafen',
      address: 'Am Sandtorkai 50, 20457 Hamburg',
      areas: [{ name: 'Open Space', prefix: 'H', desks: 12 }],
      rooms: [{ name: 'Elbe', capacity: 12, equipment: ['screen', 'video', 'whiteboard'] }],
      parking: { area: 'Parkdeck', labels: ['HP-01', 'HP-02', 'HP-03', 'HP-04'] },
      bookables: [{ label: 'Poolauto HH-DF 1', category: 'car', description: 'Dienstwagen, Parkdeck', capacity: 5 }],
    },
  ],
  /** What each location's kitchen offers with a room booking. */
  catering: ['Kaffee & Tee', 'Wasser', 'Gebäck', 'Mittagsimbiss', 'Obstteller'],
} as const;

interface DemoBookable {
  label: string;
  category: ResourceCategory;
  description?: string;
  capacity?: number;
  requestable?: boolean;
  layouts?: readonly string[];
  equipment?: readonly string[];
  cateringOffered?: boolean;
  approvers?: readonly string[];
}

/** A demo bookable with what it leaves out: instant, no capacity, layouts, equipment, catering or approvers. */
const bookableDefaults = (b: DemoBookable) => ({
  label: b.label,
  category: b.category,
  description: b.description ?? '',
  capacity: b.capacity ?? null,
  requestable: b.requestable ?? false,
  layouts: b.layouts ?? [],
  equipment: b.equipment ?? [],
  cateringOffered: b.cateringOffered ?? false,
  approvers: b.approvers ?? [],
});

const ROOM_LAYOUTS = ['boardroom', 'u_shape', 'theatre'];
const EQUIPMENT_CYCLE = [['monitor'], ['monitor', 'docking_station'], ['two_monitors', 'docking_station'], ['standing_desk', 'monitor']];

/**
 * Seeds the demo group once, into an empty database (its colleagues' desks are booked on `now`'s day). Returns
 * whether it did.
 */
export async function seedDemo(database: Database, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO.password);
  return database.db.transaction(async (tx) => {
    const [existing] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM groups`);
    if ((existing?.n ?? 0) > 0) return false;
    const [group] = await tx
      .insert(groups)
      .values({
        name: DEMO.groupName,
        timeZone: DEMO.timeZone,
        hasConferenceRooms: true,
        hasStaffSearch: true,
        hasParkefficientLink: true,
        parkingLinkUrl: DEMO.parkingLinkUrl,
        passwordPolicy: DEFAULT_PASSWORD_POLICY,
      })
      .returning();
    if (!group) throw new Error('demo group insert returned nothing');
    const groupId = group.id;
    await tx.insert(groupCodes).values({ code: DEMO.groupCode, groupId });
    await tx.insert(slots).values(DEMO.slots.map((s, position) => ({ ...s, groupId, position })));
    for (const u of DEMO.users) {
      await insertUser(tx, {
        groupId,
        email: u.email,
        firstName: u.firstName,
        name: u.name,
        userGroup: u.userGroup,
        isAdmin: u.isAdmin,
        passwordHash,
        termsAcceptedAt: new Date(),
      });
    }
    for (const loc of DEMO.locations) {
      const [location] = await tx.insert(locations).values({ groupId, name: loc.name, address: loc.address }).returning();
      if (!location) throw new Error('demo location insert returned nothing');
      const areaIds: number[] = [];
      for (const a of loc.areas) {
        const [area] = await tx.insert(areas).values({ groupId, locationId: location.id, name: a.name }).returning();
        if (!area) throw new Error('demo area insert returned nothing');
        areaIds.push(area.id);
        await tx.insert(resources).values(
          Array.from({ length: a.desks }, (_, i) => ({
            groupId,
            kind: 'desk' as const,
            areaId: area.id,
            label: `${a.prefix}-${String(i + 1).padStart(2, '0')}`,
            equipment: EQUIPMENT_CYCLE[i % EQUIPMENT_CYCLE.length] ?? [],
          })),
        );
      }
      const mainArea = areaIds[0];
      if (mainArea === undefined) throw new Error('demo location without areas');
      await tx.insert(resources).values(
        loc.rooms.map((r) => ({
          groupId,
          kind: 'room' as const,
          areaId: mainArea,
          label: r.name,
          capacity: r.capacity,
          equipment: [...r.equipment],
          layouts: ROOM_LAYOUTS,
          cateringOffered: true,
        })),
      );
      await tx.insert(cateringItems).values(DEMO.catering.map((name) => ({ groupId, locationId: location.id, name })));
      const [garage] = await tx.insert(areas).values({ groupId, locationId: location.id, name: loc.parking.area }).returning();
      if (!garage) throw new Error('demo parking area insert returned nothing');
      await tx.insert(resources).values(
        loc.parking.labels.map((label) => ({
          groupId,
          kind: 'parking' as const,
          category: 'parking_space' as const,
          areaId: garage.id,
          label,
        })),
      );
      for (const { approvers, ...b } of loc.bookables.map(bookableDefaults)) {
        const [bookable] = await tx
          .insert(resources)
          .values({ groupId, kind: 'bookable', areaId: mainArea, ...b, layouts: [...b.layouts], equipment: [...b.equipment] })
          .returning();
        if (!bookable) throw new Error('demo bookable insert returned nothing');
        const approverRows = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.groupId, groupId), inArray(users.email, [...approvers])));
        if (approverRows.length > 0) {
          await tx.insert(resourceApprovers).values(approverRows.map((u) => ({ groupId, resourceId: bookable.id, userId: u.id })));
        }
      }
    }
    await seedDemoPlans(tx, groupId);
    const [dana] = DEMO.users;
    await seedDemoColleagues(tx, group, dana.email, passwordHash, now);
    return true;
  });
}
