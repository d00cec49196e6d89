import type { Queryable } from '../../db/client';
import type { AuthContext } from '../../http/request-context';
import { ownDeskOf } from '../desks/repository';
import type { PlacedResource } from '../resources/repository';
import { absencesNeedOwnDesk } from './errors';

/** The caller's fixed desk; absences are for owners only (403 otherwise). */
export async function ownDeskOfOwner(q: Queryable, auth: AuthContext): Promise<PlacedResource> {
  const desk = await ownDeskOf(q, auth.groupId, auth.userId);
  if (!desk) throw absencesNeedOwnDesk();
  return desk;
}
