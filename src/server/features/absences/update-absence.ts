import type { AbsenceSaved, UpdateAbsenceBody } from '../../../contract/absences';
import { absenceProblems, daysNoLongerAbsent } from '../../../domain/absence-days';
import { localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { absenceInvalid, absenceNotFound, refusingOverlap } from './errors';
import { followAbsences } from './follow-absences';
import { ownDeskOfOwner } from './own-desk-of-owner';
import { presentAbsence } from './presenter';
import { lockOwnAbsence, updateAbsence } from './repository';

/**
 * Moves, shortens or extends an absence, or changes its note. New days are shared; days it no longer covers are taken
 * back unless a colleague booked the desk meanwhile (then the owner is told).
 */
export async function changeAbsence(
  database: Database,
  context: RequestContext,
  id: number,
  body: UpdateAbsenceBody,
  now: Date,
): Promise<AbsenceSaved> {
  const { auth, group } = context;
  const desk = await ownDeskOfOwner(database.db, auth);
  const today = localDayOf(now, group.timeZone);
  return refusingOverlap(() =>
    database.db.transaction(async (tx) => {
      const row = await lockOwnAbsence(tx, auth.groupId, auth.userId, id);
      if (!row) throw absenceNotFound();
      const after = { from: body.from_day ?? row.fromDay, to: body.to_day ?? row.toDay };
      const problems = absenceProblems(after, today);
      if (problems.length > 0) throw absenceInvalid(problems);
      const updated = await updateAbsence(tx, row, { fromDay: after.from, toDay: after.to, note: body.note ?? row.note });
      const back = daysNoLongerAbsent({ from: row.fromDay, to: row.toDay }, after).filter((day) => day >= today);
      return { ...presentAbsence(updated), ...(await followAbsences(tx, context, desk, back, now)) };
    }),
  );
}
