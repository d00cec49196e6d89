import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 50;

/** `GET admin/audit?before_id=`: the newest admin changes first, a page at a time. */
export const auditQuerySchema = z.object({
  before_id: z.coerce.number('validation.invalid').int('validation.invalid').positive('validation.invalid').optional(),
  entity: z.string().trim().max(40, 'validation.invalid').optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(['create', 'update', 'delete']),
  entity: z.string(),
  entity_id: z.string(),
  /** who made the change; null when the account no longer exists */
  actor: z.object({ id: z.number().int(), first_name: z.string(), name: z.string(), email: z.string() }).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema), next_before_id: z.number().int().nullable() });
export type AuditResponse = z.infer<typeof auditResponseSchema>;
