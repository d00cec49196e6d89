import { and, eq } from 'drizzle-orm';
import type { AdminLocation, LocationBody } from '../../../contract/admin-places';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { rethrowNameTaken } from './name-taken';
import { presentLocation } from './presenter';
import { groupAreasWithCounts, lockLocation } from './repository';

/** Renames a location and sets its address. */
export async function updateLocation(database: Database, { auth }: RequestContext, id: number, body: LocationBody): Promise<AdminLocation> {
  return database.db
    .transaction(async (tx) => {
      const before = await lockLocation(tx, auth.groupId, id);
      if (!before) throw notFound();
      const [after] = await tx
        .update(locations)
        .set({ name: body.name, address: body.address })
        .where(and(eq(locations.groupId, auth.groupId), eq(locations.id, id)))
        .returning();
      if (!after) throw notFound();
      await recordAudit(tx, auth, { action: 'update', entity: 'location', entityId: id, before, after });
      return presentLocation(after, await groupAreasWithCounts(tx, auth.groupId));
    })
    .catch(rethrowNameTaken('validation.location_name_taken'));
}
