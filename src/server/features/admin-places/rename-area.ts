import { and, eq } from 'drizzle-orm';
import type { AdminArea, AreaBody } from '../../../contract/admin-places';
import type { Database } from '../../db/client';
import { areas } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { rethrowNameTaken } from './name-taken';
import { presentArea } from './presenter';
import { countResources, lockArea } from './repository';

export async function renameArea(database: Database, { auth }: RequestContext, id: number, body: AreaBody): Promise<AdminArea> {
  return database.db
    .transaction(async (tx) => {
      const before = await lockArea(tx, auth.groupId, id);
      if (!before) throw notFound();
      const [after] = await tx
        .update(areas)
        .set({ name: body.name })
        .where(and(eq(areas.groupId, auth.groupId), eq(areas.id, id)))
        .returning();
      if (!after) throw notFound();
      await recordAudit(tx, auth, { action: 'update', entity: 'area', entityId: id, before, after });
      return presentArea({ ...after, resourceCount: await countResources(tx, auth.groupId, id) });
    })
    .catch(rethrowNameTaken('validation.area_name_taken'));
}
