import { AUDIT_PAGE_SIZE, type AuditResponse } from '../../../contract/audit';
import type { AuditRow } from './repository';

export function presentAuditPage(rows: AuditRow[]): AuditResponse {
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map(({ entry, actor }) => ({
      id: entry.id,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      actor,
      before: entry.before ?? null,
      after: entry.after ?? null,
      created_at: entry.createdAt.toISOString(),
    })),
    next_before_id: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.entry.id ?? null) : null,
  };
}
