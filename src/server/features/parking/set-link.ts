import { eq } from 'drizzle-orm';
import type { ParkingLinkBody } from '../../../contract/parking';
import type { Queryable } from '../../db/client';
import { groups } from '../../db/schema';
import type { AuthContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { findGroup, type GroupRow } from '../groups/repository';

/** Sets (or with null removes) the group's external parking portal; recorded in the audit log. */
export async function setParkingLink(q: Queryable, auth: AuthContext, body: ParkingLinkBody): Promise<GroupRow> {
  const groupId = auth.groupId;
  const before = await findGroup(q, groupId);
  const [group] = await q.update(groups).set({ parkingLinkUrl: body.parking_link_url }).where(eq(groups.id, groupId)).returning();
  if (!group) throw new Error('group update returned nothing');
  await recordAudit(q, auth, {
    action: 'update',
    entity: 'group',
    entityId: groupId,
    before: { parking_link_url: before?.parkingLinkUrl ?? null },
    after: { parking_link_url: group.parkingLinkUrl },
  });
  return group;
}
