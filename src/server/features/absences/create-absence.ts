import type { AbsenceSaved, CreateAbsenceBody } from '../../../contract/absences';
import { absenceProblems } from '../../../domain/absence-days';
import { localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { absenceInvalid, refusingOverlap } from './errors';
import { followAbsences } from './follow-absences';
import { ownDeskOfOwner } from './own-desk-of-owner';
import { presentAbsence } from './presenter';
import { insertAbsence } from './repository';

/** An owner enters an absence; their desk is shared on its days within the horizon at once, later days as they come. */
export async function createAbsence(
  database: Database,
  context: RequestContext,
  body: CreateAbsenceBody,
  now: Date,
): Promise<AbsenceSaved> {
  const { auth, group } = context;
  const desk = await ownDeskOfOwner(database.db, auth);
  const problems = absenceProblems({ from: body.from_day, to: body.to_day }, localDayOf(now, group.timeZone));
  if (problems.length > 0) throw absenceInvalid(problems);
  return refusingOverlap(() =>
    database.db.transaction(async (tx) => {
      const row = await insertAbsence(tx, {
        groupId: auth.groupId,
        userId: auth.userId,
        fromDay: body.from_day,
        toDay: body.to_day,
        note: body.note,
      });
      return { ...presentAbsence(row), ...(await followAbsences(tx, context, desk, [], now)) };
    }),
  );
}
