import type { EgoResponse } from '../../../contract/ego';
import type { Language } from '../../../contract/limits';
import { addDays } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { executePrepared } from '../../db/prepared';
import { deskRequests, bookings, groups, resources, slots, subscriptions, users } from '../../db/schema';
import type { SessionClaims } from '../../http/access-token';
import { translator } from '../../i18n/translator';
import { presentBooking } from '../bookings/presenter';
import { presentDesk } from '../desks/presenter';
import { presentRequest } from '../lottery/presenter';
import { presentRequests } from '../lottery/requests';
import type { PlacedResource } from '../resources/repository';
import { egoStatement } from './ego-statement';
import { presentEgo } from './presenter';

interface PlacedJson {
  resource: unknown;
  area_name: string;
  location_id: number;
  location_name: string;
}

/** The document `egoStatement` builds. */
interface EgoDocument {
  today: string;
  user: unknown;
  group: unknown;
  slots: unknown[];
  subscriptions: unknown[];
  bookings: { booking: unknown; desk: PlacedJson }[];
  own_desk: PlacedJson | null;
  approves: boolean;
  request: {
    request: unknown;
    won_label: string | null;
    won_status: string | null;
    commitment: string | null;
    committed_at: string | null;
  } | null;
  unread_messages: number;
  open_invitations: number;
}

const placedFromJson = (placed: PlacedJson): PlacedResource => ({
  resource: rowFromJson(resources, placed.resource),
  areaName: placed.area_name,
  locationId: placed.location_id,
  locationName: placed.location_name,
});

/** GET ego in one round trip (a prepared statement), or null when the session is not live (then 401). */
export async function loadEgo(database: Database, claims: SessionClaims, language: Language, now: Date): Promise<EgoResponse | null> {
  const [row] = await executePrepared(database, egoStatement, [claims.groupId, claims.userId, claims.sessionId, now]);
  if (!row) return null;
  const doc = row.ego as EgoDocument;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the statement never selects the hash; the row type has it
  const { passwordHash, ...user } = rowFromJson(users, doc.user);
  const group = rowFromJson(groups, doc.group);
  const all = doc.bookings.map((b) => presentBooking(rowFromJson(bookings, b.booking), placedFromJson(b.desk)));
  const tomorrow = addDays(doc.today, 1);
  const todays = all.filter((b) => b.day === doc.today);

  let lotteryRunStatus: EgoResponse['lottery_run_status'] = null;
  if (doc.request) {
    const request = rowFromJson(deskRequests, doc.request.request);
    const { won_label: label, won_status: status, commitment, committed_at: committedAt } = doc.request;
    if (request.status === 'waiting' && !commitment) {
      // Commits the day's draw seed when nothing has yet (the request was stored before commitments existed).
      [lotteryRunStatus = null] = await presentRequests(database.db, group, [request], language, now);
    } else {
      const won = label && status ? { label, status: rowFromJson(bookings, { status }).status } : null;
      const committed = commitment && committedAt ? { commitment, committedAt: new Date(committedAt) } : null;
      lotteryRunStatus = presentRequest(request, group, won, committed, translator(language), language);
    }
  }

  return presentEgo({
    user,
    group,
    slotRows: doc.slots.map((s) => rowFromJson(slots, s)),
    subscriptionRows: doc.subscriptions.map((s) => rowFromJson(subscriptions, s)),
    today: {
      ticket: todays.find((b) => new Date(b.end_at) > now) ?? null,
      schedule: { day: doc.today, bookings: todays },
      schedule_tomorrow: { day: tomorrow, bookings: all.filter((b) => b.day === tomorrow) },
      desk: doc.own_desk ? presentDesk(placedFromJson(doc.own_desk)) : null,
    },
    lotteryRunStatus,
    isApprover: doc.approves,
    unreadMessages: doc.unread_messages,
    openInvitations: doc.open_invitations,
  });
}
