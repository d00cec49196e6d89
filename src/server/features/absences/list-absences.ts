import type { Absence } from '../../../contract/absences';
import { localDayOf } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { ownDeskOfOwner } from './own-desk-of-owner';
import { presentAbsence } from './presenter';
import { currentAbsencesOf } from './repository';

/** The caller's absences that have not ended, soonest first. */
export async function listAbsences(q: Queryable, { auth, group }: RequestContext, now: Date): Promise<Absence[]> {
  await ownDeskOfOwner(q, auth);
  const rows = await currentAbsencesOf(q, auth.groupId, auth.userId, localDayOf(now, group.timeZone));
  return rows.map(presentAbsence);
}
