import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { invitations } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { InvitationRow } from '../room-bookings/repository';

export const invitationNotFound = () => new AppError('not_found', 'errors.invitation_not_found');

export async function findInvitation(q: Queryable, groupId: number, id: number): Promise<InvitationRow | null> {
  const rows = await q
    .select()
    .from(invitations)
    .where(and(eq(invitations.groupId, groupId), eq(invitations.id, id)))
    .limit(1);
  return rows[0] ?? null;
}
