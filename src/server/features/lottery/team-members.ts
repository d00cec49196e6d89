import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deskRequests, users } from '../../db/schema';
import { invalidField } from '../../http/errors';
import type { AuthContext } from '../../http/request-context';
import { groupSlots, type GroupRow } from '../groups/repository';
import { notifyMany } from '../messages/notify';
import { fullName } from '../team/colleague';
import { lotteryInterval } from './day-interval';
import { linkedColleagues } from './repository';

/**
 * The colleagues a request is filed together with: each must be linked with the caller (an accepted link in the
 * caller's group, so nobody of another group) and not deactivated, and must not have a request of their own for
 * one of the days yet. Refused as a 422 on `team_user_ids` otherwise.
 */
export async function teamMembers(q: Queryable, auth: AuthContext, userIds: number[], days: string[]): Promise<number[]> {
  const colleagues = [...new Set(userIds)].sort((a, b) => a - b);
  if (colleagues.length === 0) return [];
  const linked = new Set((await linkedColleagues(q, auth.groupId, [auth.userId])).get(auth.userId) ?? []);
  const active = await q
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.groupId, auth.groupId), inArray(users.id, colleagues), isNull(users.deactivatedAt)));
  const activeIds = new Set(active.map((u) => u.id));
  if (colleagues.some((id) => !linked.has(id) || !activeIds.has(id))) throw invalidField('team_user_ids', 'validation.team_not_linked');
  const taken = await q
    .select({ id: deskRequests.id })
    .from(deskRequests)
    .where(
      and(
        eq(deskRequests.groupId, auth.groupId),
        inArray(deskRequests.userId, colleagues),
        inArray(deskRequests.day, days),
        eq(deskRequests.resourceKind, 'desk'),
        ne(deskRequests.status, 'withdrawn'),
      ),
    )
    .limit(1);
  if (taken.length > 0) throw invalidField('team_user_ids', 'validation.team_already_requested');
  return colleagues;
}

/** Tells the colleagues that the caller asked for desks for the team, naming the days (in the caller's transaction). */
export async function notifyTeam(q: Queryable, group: GroupRow, requesterId: number, team: number[], days: string[]): Promise<void> {
  const [requester] = await q
    .select({ firstName: users.firstName, name: users.name })
    .from(users)
    .where(and(eq(users.groupId, group.id), eq(users.id, requesterId)));
  const slots = await groupSlots(q, group.id);
  const intervals = days.map((day) => {
    const { start, end } = lotteryInterval(day, group, slots);
    return { start: start.toISOString(), end: end.toISOString() };
  });
  const payload = { desk: '', place: '', time_zone: group.timeZone, intervals, colleague: requester ? fullName(requester) : '' };
  await notifyMany(
    q,
    group.id,
    team.map((userId) => ({ userId, type: 'TeamRequestNotification' as const, payload })),
  );
}
