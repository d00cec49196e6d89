import type { AdminArea, AreaBody } from '../../../contract/admin-places';
import type { Database } from '../../db/client';
import { areas } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { rethrowNameTaken } from './name-taken';
import { presentArea } from './presenter';
import { lockLocation } from './repository';

/** Adds an area (a floor) to a location of the group. */
export async function createArea(database: Database, { auth }: RequestContext, locationId: number, body: AreaBody): Promise<AdminArea> {
  return database.db
    .transaction(async (tx) => {
      // Locked so a concurrent delete of the location cannot leave the area without one.
      if (!(await lockLocation(tx, auth.groupId, locationId))) throw notFound();
      const [area] = await tx.insert(areas).values({ groupId: auth.groupId, locationId, name: body.name }).returning();
      if (!area) throw new Error('area insert returned nothing');
      await recordAudit(tx, auth, { action: 'create', entity: 'area', entityId: area.id, after: area });
      return presentArea({ ...area, resourceCount: 0 });
    })
    .catch(rethrowNameTaken('validation.area_name_taken'));
}
