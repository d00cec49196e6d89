import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditQuery } from '../../../contract/audit';
import type { Queryable } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

/** One page of the group's admin changes, newest first (one more than a page, to tell whether more follow). */
export async function listAuditEntries(q: Queryable, groupId: number, query: AuditQuery) {
  const filters: SQL[] = [eq(auditLog.groupId, groupId)];
  if (query.before_id !== undefined) filters.push(lt(auditLog.id, query.before_id));
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  return q
    .select({
      entry: auditLog,
      actor: { id: users.id, first_name: users.firstName, name: users.name, email: users.email },
    })
    .from(auditLog)
    .leftJoin(users, and(eq(users.groupId, auditLog.groupId), eq(users.id, auditLog.actorUserId)))
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
}
