import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { areas } from '../../db/schema';
import { invalidField, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { countResources, lockArea } from './repository';

/** Deletes an empty area; one with resources (even out of service, they keep their bookings' history) is refused with 422. */
export async function deleteArea(database: Database, { auth }: RequestContext, id: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const before = await lockArea(tx, auth.groupId, id);
    if (!before) throw notFound();
    if ((await countResources(tx, auth.groupId, id)) > 0) throw invalidField('area', 'validation.area_not_empty');
    await tx.delete(areas).where(and(eq(areas.groupId, auth.groupId), eq(areas.id, id)));
    await recordAudit(tx, auth, { action: 'delete', entity: 'area', entityId: id, before });
  });
}
