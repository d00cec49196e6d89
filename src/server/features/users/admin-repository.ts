import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUsersQuery } from '../../../contract/admin-people';
import type { Queryable } from '../../db/client';
import { groups, resourceApprovers, resources, subscriptions, users } from '../../db/schema';
import { placedResources, type PlacedResource } from '../resources/repository';
import { matchesEvery } from '../staff/search-staff';
import { byColleagueName } from '../team/colleague';
import { placeText } from '../resources/place';
import type { UserRow } from './repository';

/** Serialises the admin changes of a group, so two admins cannot both remove the last active admin. */
export async function lockGroupForUserChange(q: Queryable, groupId: number): Promise<void> {
  await q.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for('update');
}

export async function lockUser(q: Queryable, groupId: number, userId: number): Promise<UserRow | null> {
  const rows = await q
    .select()
    .from(users)
    .where(and(eq(users.groupId, groupId), eq(users.id, userId)))
    .for('update');
  return rows[0] ?? null;
}

export async function countActiveAdmins(q: Queryable, groupId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.groupId, groupId), eq(users.isAdmin, true), isNull(users.deactivatedAt)));
  return row?.n ?? 0;
}

/** One page of the group's users matching every word of the search, by name, and how many match in all. */
export async function searchGroupUsers(q: Queryable, groupId: number, query: AdminUsersQuery) {
  const where = and(eq(users.groupId, groupId), ...matchesEvery(query.q));
  const [rows, [total]] = await Promise.all([
    q
      .select()
      .from(users)
      .where(where)
      .orderBy(...byColleagueName)
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE),
    q.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const named = (placed: PlacedResource) => ({ id: placed.resource.id, label: placed.resource.label, place: placeText(placed) });

/** The admin's view of these users: roles, fixed desk and subscriptions, three queries whatever their number. */
export async function adminViewsOf(q: Queryable, groupId: number, rows: UserRow[]): Promise<AdminUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [desks, approvals, periods] = await Promise.all([
    placedResources(q)
      .where(and(eq(resources.groupId, groupId), eq(resources.kind, 'desk'), inArray(resources.ownerUserId, ids)))
      .orderBy(asc(resources.id)),
    q
      .select({ userId: resourceApprovers.userId, resourceId: resourceApprovers.resourceId })
      .from(resourceApprovers)
      .where(and(eq(resourceApprovers.groupId, groupId), inArray(resourceApprovers.userId, ids))),
    q
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.groupId, groupId), inArray(subscriptions.userId, ids)))
      .orderBy(sql`${subscriptions.validFrom} ASC NULLS FIRST`, asc(subscriptions.id)),
  ]);
  const approvable = await approvableResources(q, groupId, [...new Set(approvals.map((a) => a.resourceId))]);
  return rows.map((user) => {
    const desk = desks.find((d) => d.resource.ownerUserId === user.id);
    return {
      id: user.id,
      first_name: user.firstName,
      name: user.name,
      email: user.email,
      department: user.userGroup,
      is_admin: user.isAdmin,
      approver_of: approvals
        .filter((a) => a.userId === user.id)
        .flatMap((a) => {
          const placed = approvable.get(a.resourceId);
          return placed ? [named(placed)] : [];
        })
        .sort((a, b) => a.label.localeCompare(b.label) || a.id - b.id),
      fixed_desk: desk ? named(desk) : null,
      has_subscription: user.hasSubscription,
      subscriptions: periods
        .filter((s) => s.userId === user.id)
        .map((s) => ({ id: s.id, valid_from: s.validFrom, valid_until: s.validUntil })),
      deactivated_at: user.deactivatedAt?.toISOString() ?? null,
    };
  });
}

/** Rooms and bookables (the kinds that can have approvers) of the group among these ids, in service or not. */
export async function approvableResources(q: Queryable, groupId: number, ids: number[]): Promise<Map<number, PlacedResource>> {
  if (ids.length === 0) return new Map();
  const rows = await placedResources(q).where(
    and(eq(resources.groupId, groupId), inArray(resources.kind, ['room', 'bookable']), inArray(resources.id, ids)),
  );
  return new Map(rows.map((r) => [r.resource.id, r]));
}

/** What the user dialog offers: desks and approvable resources in service, by label. */
export async function userOptions(q: Queryable, groupId: number) {
  const rows = await placedResources(q)
    .where(and(eq(resources.groupId, groupId), eq(resources.active, true), inArray(resources.kind, ['desk', 'room', 'bookable'])))
    .orderBy(asc(resources.label), asc(resources.id));
  return {
    desks: rows.filter((r) => r.resource.kind === 'desk').map((r) => ({ ...named(r), owner_user_id: r.resource.ownerUserId })),
    approvable: rows.flatMap((r) =>
      r.resource.kind === 'room' || r.resource.kind === 'bookable' ? [{ ...named(r), kind: r.resource.kind }] : [],
    ),
  };
}

/** The user's fixed desk (in service or not), or null. */
export async function ownedDesk(q: Queryable, groupId: number, userId: number): Promise<PlacedResource | null> {
  const rows = await placedResources(q)
    .where(and(eq(resources.groupId, groupId), eq(resources.kind, 'desk'), eq(resources.ownerUserId, userId)))
    .limit(1);
  return rows[0] ?? null;
}
