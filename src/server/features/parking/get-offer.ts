import type { Language } from '../../../contract/limits';
import type { ParkingLottery, ParkingOffer, ParkingQuery } from '../../../contract/parking';
import { lotteryCutoff } from '../../../domain/lottery/cutoff';
import { addDays, localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { translator } from '../../i18n/translator';
import { and, eq } from 'drizzle-orm';
import { lotteryRuns } from '../../db/schema';
import { commitmentOf, commitmentsOf } from '../lottery/commitments';
import { daysWithDrawAhead, wonBookings } from '../lottery/requests';
import { groupSlots } from '../groups/repository';
import { resourcesByIds } from '../resources/repository';
import { parkingDayInterval } from './parking-day';
import { presentParkingBooking, presentParkingRequest } from './presenter';
import { groupParkingSpaces, parkingBookingsOfUser, parkingHolders, parkingRequestsOfDay } from './repository';

/**
 * The day's parking lottery as the caller sees it: when requests close, whether they still may ask, and their
 * request (a request they withdrew themselves is not shown; one that ended otherwise says why).
 */
async function parkingLottery(
  database: Database,
  { auth, group }: RequestContext,
  day: string,
  language: Language,
  now: Date,
): Promise<ParkingLottery> {
  const q = database.db;
  const open = (await daysWithDrawAhead(q, group, [day], now, 'parking')).has(day);
  const rows = await parkingRequestsOfDay(q, group.id, auth.userId, day);
  const row = rows.find((r) => r.status !== 'withdrawn') ?? rows.find((r) => r.reason !== null) ?? null;
  const won = row?.bookingId ? ((await wonBookings(q, group.id, [row])).get(row.bookingId) ?? null) : null;
  const commitment = commitmentOf(await commitmentsOf(q, group.id, [day]), day, 'parking');
  const [run] = await q
    .select({ id: lotteryRuns.id })
    .from(lotteryRuns)
    .where(and(eq(lotteryRuns.groupId, group.id), eq(lotteryRuns.day, day), eq(lotteryRuns.resourceKind, 'parking')));
  return {
    cutoff_at: lotteryCutoff(day, group.lotteryCutoffMinute, group.timeZone).toISOString(),
    open,
    request: row ? presentParkingRequest(row, group, won, translator(language), language) : null,
    commitment: commitment ? { hash: commitment.commitment, committed_at: commitment.committedAt.toISOString() } : null,
    run_id: run?.id ?? null,
  };
}

/**
 * The group's parking spaces with their state on the day, the caller's parking days ahead, the external link,
 * and in lottery mode the day's lottery.
 */
export async function getParkingOffer(
  database: Database,
  context: RequestContext,
  query: ParkingQuery,
  language: Language,
  now: Date,
): Promise<ParkingOffer> {
  const { auth, group } = context;
  const q = database.db;
  const today = localDayOf(now, group.timeZone);
  const day = query.day ?? today;
  const slots = await groupSlots(q, group.id);
  const [spaces, holders, mine] = await Promise.all([
    groupParkingSpaces(q, group.id),
    parkingHolders(q, group.id, parkingDayInterval(day, group, slots)),
    parkingBookingsOfUser(q, group.id, auth.userId, today, addDays(today, group.maxAdvanceDays)),
  ]);
  const holderOf = new Map(holders.map((h) => [h.resourceId, h.userId]));
  // A space taken out of service still names the days booked on it.
  const byId = await resourcesByIds(q, group.id, [...new Set(mine.map((row) => row.resourceId))]);
  return {
    day,
    spaces: spaces.map(({ resource, areaName, locationId, locationName }) => {
      const holder = holderOf.get(resource.id);
      return {
        id: resource.id,
        label: resource.label,
        area: { id: resource.areaId, name: areaName },
        location: { id: locationId, name: locationName },
        state: holder === undefined ? 'free' : holder === auth.userId ? 'mine' : 'taken',
      };
    }),
    my_bookings: mine.flatMap((row) => {
      const space = byId.get(row.resourceId);
      return space ? [presentParkingBooking(row, space)] : [];
    }),
    link_url: group.parkingLinkUrl,
    lottery: group.allocationMode === 'algorithm' ? await parkingLottery(database, context, day, language, now) : null,
  };
}
