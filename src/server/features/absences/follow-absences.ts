import type { AbsenceRemoved } from '../../../contract/absences';
import type { LocalDay } from '../../../domain/time/local-day';
import type { Tx } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { ownerInterval, syncOwnerCalendar } from '../desk-settings/owner-calendar';
import { ownerOf } from '../desk-settings/service';
import { groupSlots } from '../groups/repository';
import { promoteWaitlist } from '../lottery/promote-waitlist';
import { notify } from '../messages/notify';
import { placeText } from '../resources/place';
import type { PlacedResource } from '../resources/repository';
import { deskHolderOn } from './repository';

/**
 * Inside the transaction that changed the caller's absences: the owner calendar follows them — days now absent are
 * released exactly as a shared day is (the waiting list moves up), days no longer absent are booked for the owner
 * again where still free. For each of those a colleague holds, the booking stays and the owner gets a message.
 */
export async function followAbsences(
  tx: Tx,
  { auth, user, group }: RequestContext,
  desk: PlacedResource,
  noLongerAbsent: readonly LocalDay[],
  now: Date,
): Promise<AbsenceRemoved> {
  const slots = await groupSlots(tx, auth.groupId);
  const reclaim = new Set(noLongerAbsent);
  const change = await syncOwnerCalendar(tx, ownerOf(user, desk), group, slots, { resetReleased: false, now, reclaim });
  for (const day of change.released) await promoteWaitlist(tx, auth.groupId, day);
  const keptBooked: LocalDay[] = [];
  for (const day of change.unavailable.filter((d) => reclaim.has(d))) {
    const holder = await deskHolderOn(tx, auth.groupId, desk.resource.id, auth.userId, day, ownerInterval(day, group, slots, now));
    // Not held by a colleague: the owner holds another desk that day, so the own desk simply stays shared.
    if (!holder) continue;
    keptBooked.push(day);
    await notify(tx, auth, 'AbsenceDayKeptNotification', {
      desk: desk.resource.label,
      place: placeText(desk),
      time_zone: group.timeZone,
      intervals: [{ start: holder.startAt.toISOString(), end: holder.endAt.toISOString() }],
      booked_by: holder.presenceHidden ? null : `${holder.firstName} ${holder.name}`.trim(),
    });
  }
  return { reclaimed: change.reclaimed.filter((d) => reclaim.has(d)), kept_booked: keptBooked };
}
