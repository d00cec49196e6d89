import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema';
import { invalidField, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { countAreas, lockLocation } from './repository';

/** Deletes a location that has no areas (any area keeps it: 422). */
export async function deleteLocation(database: Database, { auth }: RequestContext, id: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const before = await lockLocation(tx, auth.groupId, id);
    if (!before) throw notFound();
    if ((await countAreas(tx, auth.groupId, id)) > 0) throw invalidField('location', 'validation.location_not_empty');
    await tx.delete(locations).where(and(eq(locations.groupId, auth.groupId), eq(locations.id, id)));
    await recordAudit(tx, auth, { action: 'delete', entity: 'location', entityId: id, before });
  });
}
