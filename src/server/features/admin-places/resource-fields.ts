import type { ResourceKind, UpdateResourceBody } from '../../../contract/admin-places';
import { isUniqueViolation, pgConstraint } from '../../db/pg-errors';
import type { Queryable } from '../../db/client';
import type { resources } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { groupUserByEmail } from '../desks/assign-owner';
import type { UserRow } from '../users/repository';

/** The unique index that keeps labels apart per area and kind, whatever their case (migration 0016). */
const LABEL_INDEX = 'resources_label_idx';

/** The stored columns of a resource of this kind; fields that do not belong to the kind are left at their defaults. */
export function kindColumns(kind: ResourceKind, body: UpdateResourceBody): Partial<typeof resources.$inferInsert> {
  const none = { capacity: null, layouts: [], cateringOffered: false, requestable: false, description: '', category: null, equipment: [] };
  switch (kind) {
    case 'desk':
      return { ...none, label: body.label, equipment: body.equipment };
    case 'room':
      if (body.capacity === null) throw invalidField('capacity', 'validation.required');
      return {
        ...none,
        label: body.label,
        capacity: body.capacity,
        layouts: body.layouts,
        equipment: body.equipment,
        cateringOffered: body.catering_offered,
      };
    case 'bookable':
      if (body.category === null) throw invalidField('category', 'validation.required');
      return {
        label: body.label,
        category: body.category,
        description: body.description,
        capacity: body.capacity,
        requestable: body.requestable,
        layouts: body.layouts,
        equipment: body.equipment,
        cateringOffered: body.catering_offered,
      };
    case 'parking':
      return { ...none, label: body.label, category: 'parking_space' };
  }
}

/** The group's users behind the approvers' e-mails (each once); an unknown one is a 422 on `approver_emails`. */
export async function approverUsers(q: Queryable, groupId: number, emails: string[]): Promise<UserRow[]> {
  const users: UserRow[] = [];
  for (const email of new Set(emails)) users.push(await groupUserByEmail(q, groupId, email, 'approver_emails'));
  return users;
}

/** A taken label (same area and kind, any case) becomes a 422 on `label`; other errors pass. */
export function labelTaken(error: unknown): Error | null {
  if (!isUniqueViolation(error)) return null;
  const constraint = pgConstraint(error);
  return constraint === undefined || constraint === LABEL_INDEX ? invalidField('label', 'validation.resource_label_taken') : null;
}
