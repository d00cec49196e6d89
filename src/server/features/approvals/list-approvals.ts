import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { ApprovalsResponse } from '../../../contract/bookables';
import type { Queryable } from '../../db/client';
import { bookings, resourceApprovers } from '../../db/schema';
import { forbidden } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { presentBookableBookings } from '../bookables/presenter';
import { approvesAnything, BOOKABLE_KINDS } from '../bookables/repository';

/** The waiting requests the reader may decide, oldest start first: an approver's resources', or an admin's group's all. */
export async function listApprovals(q: Queryable, { auth, user }: RequestContext, now: Date): Promise<ApprovalsResponse> {
  if (!user.isAdmin && !(await approvesAnything(q, auth.groupId, auth.userId))) throw forbidden();
  const approved = q
    .select({ resourceId: resourceApprovers.resourceId })
    .from(resourceApprovers)
    .where(and(eq(resourceApprovers.groupId, auth.groupId), eq(resourceApprovers.userId, auth.userId)));
  const rows = await q
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, auth.groupId),
        eq(bookings.status, 'waiting'),
        inArray(bookings.resourceKind, [...BOOKABLE_KINDS]),
        gt(bookings.endAt, now),
        user.isAdmin ? undefined : inArray(bookings.resourceId, approved),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.id));
  return { requests: await presentBookableBookings(q, auth.groupId, rows, { userId: auth.userId, now }) };
}
