import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DESK_PROBLEMS_LIST_MAX, type AdminDeskProblem, type DeskProblemState } from '../../../contract/admin-people';
import type { Queryable } from '../../db/client';
import { areas, deskProblems, locations, resources, users } from '../../db/schema';
import { placeText } from '../resources/place';

const resolver = alias(users, 'resolver');

function problemsQuery(q: Queryable) {
  return q
    .select({
      problem: deskProblems,
      desk: { id: resources.id, label: resources.label },
      areaName: areas.name,
      locationName: locations.name,
      reporter: { id: users.id, first_name: users.firstName, name: users.name, email: users.email, language: users.language },
      resolver: { id: resolver.id, first_name: resolver.firstName, name: resolver.name },
    })
    .from(deskProblems)
    .innerJoin(resources, and(eq(resources.groupId, deskProblems.groupId), eq(resources.id, deskProblems.resourceId)))
    .innerJoin(areas, and(eq(areas.groupId, resources.groupId), eq(areas.id, resources.areaId)))
    .innerJoin(locations, and(eq(locations.groupId, areas.groupId), eq(locations.id, areas.locationId)))
    .innerJoin(users, and(eq(users.groupId, deskProblems.groupId), eq(users.id, deskProblems.userId)))
    .leftJoin(resolver, and(eq(resolver.groupId, deskProblems.groupId), eq(resolver.id, deskProblems.resolvedBy)));
}

/** The group's open or resolved reports, newest first. */
export async function listDeskProblems(q: Queryable, groupId: number, state: DeskProblemState) {
  return problemsQuery(q)
    .where(and(eq(deskProblems.groupId, groupId), state === 'open' ? isNull(deskProblems.resolvedAt) : isNotNull(deskProblems.resolvedAt)))
    .orderBy(desc(state === 'open' ? deskProblems.createdAt : deskProblems.resolvedAt), desc(deskProblems.id))
    .limit(DESK_PROBLEMS_LIST_MAX);
}

export async function findDeskProblem(q: Queryable, groupId: number, id: number) {
  const rows = await problemsQuery(q)
    .where(and(eq(deskProblems.groupId, groupId), eq(deskProblems.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export function presentDeskProblem(row: NonNullable<Awaited<ReturnType<typeof findDeskProblem>>>): AdminDeskProblem {
  return {
    id: row.problem.id,
    type: row.problem.type,
    description: row.problem.description,
    desk: { ...row.desk, place: placeText(row) },
    reporter: { id: row.reporter.id, first_name: row.reporter.first_name, name: row.reporter.name },
    created_at: row.problem.createdAt.toISOString(),
    resolved_at: row.problem.resolvedAt?.toISOString() ?? null,
    resolved_by: row.resolver,
  };
}
