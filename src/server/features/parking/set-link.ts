import { eq } from 'drizzle-orm';
import type { ParkingLinkBody } from '../../../contract/parking';
import type { Queryable } from '../../db/client';
import { groups } from '../../db/schema';
import type { GroupRow } from '../groups/repository';

/** Sets (or with null removes) the group's external parking portal. */
export async function setParkingLink(q: Queryable, groupId: number, body: ParkingLinkBody): Promise<GroupRow> {
  const [group] = await q.update(groups).set({ parkingLinkUrl: body.parking_link_url }).where(eq(groups.id, groupId)).returning();
  if (!group) throw new Error('group update returned nothing');
  return group;
}
