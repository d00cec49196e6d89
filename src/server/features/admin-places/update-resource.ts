import { and, eq } from 'drizzle-orm';
import type { AdminResource, UpdateResourceBody } from '../../../contract/admin-places';
import type { Database } from '../../db/client';
import { resources } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { applyDeskOwner, groupUserByEmail } from '../desks/assign-owner';
import { resourcesByIds } from '../resources/repository';
import { lockResourceWrites } from '../resources/write-lock';
import { presentResource } from './presenter';
import { adminResources, replaceApprovers } from './repository';
import { approverUsers, kindColumns, labelTaken } from './resource-fields';

/** Edits a resource's fields of its kind (the kind itself stays); the owner and approvers follow their e-mails. */
export async function updateResource(
  database: Database,
  { auth, group }: RequestContext,
  id: number,
  body: UpdateResourceBody,
  now: Date,
): Promise<AdminResource> {
  const [current] = await adminResources(database.db, auth.groupId, { ids: [id] });
  if (!current) throw notFound();
  const { kind } = current.resource;
  const columns = kindColumns(kind, body);
  const ownerChanges = kind === 'desk' && body.owner_email !== current.ownerEmail;
  const owner =
    ownerChanges && body.owner_email ? await groupUserByEmail(database.db, auth.groupId, body.owner_email, 'owner_email') : null;
  const approvers = kind === 'bookable' ? await approverUsers(database.db, auth.groupId, body.approver_emails) : [];
  try {
    return await database.db.transaction(async (tx) => {
      await lockResourceWrites(tx, id);
      const [locked] = await adminResources(tx, auth.groupId, { ids: [id] });
      if (!locked) throw notFound();
      const before = presentResource(locked);
      await tx
        .update(resources)
        .set(columns)
        .where(and(eq(resources.groupId, auth.groupId), eq(resources.id, id)));
      if (ownerChanges) {
        const placed = (await resourcesByIds(tx, auth.groupId, [id])).get(id);
        if (placed) await applyDeskOwner(tx, group, placed, owner, now);
      }
      await replaceApprovers(
        tx,
        auth.groupId,
        id,
        approvers.map((u) => u.id),
      );
      const [updated] = await adminResources(tx, auth.groupId, { ids: [id] });
      if (!updated) throw notFound();
      const after = presentResource(updated);
      await recordAudit(tx, auth, { action: 'update', entity: 'resource', entityId: id, before, after });
      return after;
    });
  } catch (error) {
    throw labelTaken(error) ?? error;
  }
}
