import { and, eq, isNull } from 'drizzle-orm';
import type { AdminDeskProblem } from '../../../contract/admin-people';
import type { Database } from '../../db/client';
import { deskProblems } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { notifyMany } from '../messages/notify';
import { findDeskProblem, presentDeskProblem } from './repository';
import { placeText } from '../resources/place';

/** An admin marks a report resolved; the reporter gets a message (and mail or push as their settings allow). */
export async function resolveDeskProblem(
  database: Database,
  { auth, group }: RequestContext,
  id: number,
  now: Date,
): Promise<AdminDeskProblem> {
  return database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(deskProblems)
      .set({ resolvedAt: now, resolvedBy: auth.userId })
      .where(and(eq(deskProblems.groupId, auth.groupId), eq(deskProblems.id, id), isNull(deskProblems.resolvedAt)))
      .returning({ id: deskProblems.id });
    const row = await findDeskProblem(tx, auth.groupId, id);
    if (!row) throw notFound();
    if (!updated) throw conflict('errors.problem_already_resolved');
    await notifyMany(tx, auth.groupId, [
      {
        userId: row.problem.userId,
        type: 'DeskProblemResolvedNotification',
        payload: {
          problem_id: row.problem.id,
          desk: row.desk.label,
          place: placeText(row),
          time_zone: group.timeZone,
          reported_at: row.problem.createdAt.toISOString(),
        },
      },
    ]);
    const problem = presentDeskProblem(row);
    await recordAudit(tx, auth, {
      action: 'update',
      entity: 'desk_problem',
      entityId: id,
      before: { desk: problem.desk.label, type: problem.type, resolved_at: null },
      after: { desk: problem.desk.label, type: problem.type, resolved_at: problem.resolved_at },
    });
    return problem;
  });
}
