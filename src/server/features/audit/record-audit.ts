import type { Queryable } from '../../db/client';
import { auditLog, type AuditAction } from '../../db/schema';
import type { AuthContext } from '../../http/request-context';

export interface AuditChange {
  action: AuditAction;
  /** what kind of thing changed: 'location', 'area', 'resource', 'group', 'user', … */
  entity: string;
  entityId: string | number;
  before?: object | null;
  after?: object | null;
}

const SECRET_KEY = /secret|password|token|hash|private/i;

/** A plain JSON copy without secret-looking fields, so the log never holds credentials. */
function snapshot(value: object | null | undefined): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  const plain = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(plain).filter(([key]) => !SECRET_KEY.test(key)));
}

/** Records an admin's change in the same transaction as the change itself. */
export async function recordAudit(q: Queryable, auth: AuthContext, change: AuditChange): Promise<void> {
  await q.insert(auditLog).values({
    groupId: auth.groupId,
    actorUserId: auth.userId,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
}
