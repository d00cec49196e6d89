import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings, deskRequests, invitations } from '../../db/schema';
import type { GroupRow } from '../groups/repository';
import { endWonRequest, promoteWaitlist } from '../lottery/promote-waitlist';
import { LIVE_OCCURRENCE_STATUSES } from './repository';

export interface EndedOccurrences {
  bookings: Array<{ id: number; day: string; startAt: Date; endAt: Date }>;
  /** Everyone invited to one of them (a room series). */
  inviteeIds: number[];
}

/**
 * Cancels a series' occurrences from a point on (`endsAfter`: not ended, for a cancellation; `startsAfter`: not
 * started, for an edit) and withdraws its lottery requests from today on. Desks freed in a lottery group go to
 * their waiting lists, as a single cancellation does.
 */
export async function endOccurrences(
  tx: Tx,
  group: GroupRow,
  seriesId: number,
  from: { endsAfter: Date } | { startsAfter: Date },
  today: string,
): Promise<EndedOccurrences> {
  const cancelled = await tx
    .update(bookings)
    .set({ status: 'cancelled', endedAt: sql`now()` })
    .where(
      and(
        eq(bookings.groupId, group.id),
        eq(bookings.seriesId, seriesId),
        inArray(bookings.status, [...LIVE_OCCURRENCE_STATUSES]),
        'endsAfter' in from ? gt(bookings.endAt, from.endsAfter) : gt(bookings.startAt, from.startsAfter),
      ),
    )
    .returning({
      id: bookings.id,
      day: bookings.day,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      source: bookings.source,
      kind: bookings.resourceKind,
    });
  await tx
    .update(deskRequests)
    .set({ status: 'withdrawn', reason: null, waitlistPosition: null, decidedAt: sql`now()` })
    .where(
      and(
        eq(deskRequests.groupId, group.id),
        eq(deskRequests.seriesId, seriesId),
        inArray(deskRequests.status, ['waiting', 'lost']),
        gte(deskRequests.day, today),
      ),
    );
  for (const booking of cancelled.filter((b) => b.source === 'lottery')) await endWonRequest(tx, group.id, booking.id, 'cancelled');
  if (group.allocationMode === 'algorithm') {
    for (const day of new Set(cancelled.filter((b) => b.kind === 'desk').map((b) => b.day))) await promoteWaitlist(tx, group.id, day);
  }
  const ids = cancelled.map((b) => b.id);
  const invited =
    ids.length === 0
      ? []
      : await tx
          .selectDistinct({ userId: invitations.userId })
          .from(invitations)
          .where(and(eq(invitations.groupId, group.id), inArray(invitations.bookingId, ids)));
  return {
    bookings: [...cancelled].sort((a, b) => a.startAt.getTime() - b.startAt.getTime()),
    inviteeIds: invited.map((i) => i.userId).sort((a, b) => a - b),
  };
}
