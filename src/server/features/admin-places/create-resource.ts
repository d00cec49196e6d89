import type { AdminResource, CreateResourceBody } from '../../../contract/admin-places';
import type { Database } from '../../db/client';
import { resources } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { applyDeskOwner, groupUserByEmail } from '../desks/assign-owner';
import { resourcesByIds } from '../resources/repository';
import { presentResource } from './presenter';
import { adminResources, lockArea, replaceApprovers } from './repository';
import { approverUsers, kindColumns, labelTaken } from './resource-fields';

/** Adds a resource of any kind to an area; a label the area already has for the kind (any case) is a 422. */
export async function createResource(
  database: Database,
  { auth, group }: RequestContext,
  areaId: number,
  body: CreateResourceBody,
  now: Date,
): Promise<AdminResource> {
  const columns = kindColumns(body.kind, body);
  const owner =
    body.kind === 'desk' && body.owner_email ? await groupUserByEmail(database.db, auth.groupId, body.owner_email, 'owner_email') : null;
  const approvers = body.kind === 'bookable' ? await approverUsers(database.db, auth.groupId, body.approver_emails) : [];
  try {
    return await database.db.transaction(async (tx) => {
      if (!(await lockArea(tx, auth.groupId, areaId))) throw notFound();
      const [inserted] = await tx
        .insert(resources)
        .values({ ...columns, label: body.label, groupId: auth.groupId, kind: body.kind, areaId })
        .returning();
      if (!inserted) throw new Error('resource insert returned nothing');
      if (owner) {
        const placed = (await resourcesByIds(tx, auth.groupId, [inserted.id])).get(inserted.id);
        if (placed) await applyDeskOwner(tx, group, placed, owner, now);
      }
      await replaceApprovers(
        tx,
        auth.groupId,
        inserted.id,
        approvers.map((u) => u.id),
      );
      const [created] = await adminResources(tx, auth.groupId, { ids: [inserted.id] });
      if (!created) throw new Error('created resource not found');
      const after = presentResource(created);
      await recordAudit(tx, auth, { action: 'create', entity: 'resource', entityId: inserted.id, after });
      return after;
    });
  } catch (error) {
    throw labelTaken(error) ?? error;
  }
}
