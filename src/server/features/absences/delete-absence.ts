import type { AbsenceRemoved } from '../../../contract/absences';
import { daysNoLongerAbsent } from '../../../domain/absence-days';
import { localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { absenceNotFound } from './errors';
import { followAbsences } from './follow-absences';
import { ownDeskOfOwner } from './own-desk-of-owner';
import { deleteAbsence, lockOwnAbsence } from './repository';

/** Removes an absence: its days are taken back unless a colleague booked the desk meanwhile (then the owner is told). */
export async function removeAbsence(database: Database, context: RequestContext, id: number, now: Date): Promise<AbsenceRemoved> {
  const { auth, group } = context;
  const desk = await ownDeskOfOwner(database.db, auth);
  const today = localDayOf(now, group.timeZone);
  return database.db.transaction(async (tx) => {
    const row = await lockOwnAbsence(tx, auth.groupId, auth.userId, id);
    if (!row) throw absenceNotFound();
    await deleteAbsence(tx, row);
    const back = daysNoLongerAbsent({ from: row.fromDay, to: row.toDay }, null).filter((day) => day >= today);
    return followAbsences(tx, context, desk, back, now);
  });
}
