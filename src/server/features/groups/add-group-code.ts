import type { AddGroupCodeBody } from '../../../contract/create-group';
import type { Database } from '../../db/client';
import { invalidField } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { insertGeneratedGroupCode, insertGroupCode, type GroupCodeRow } from './codes-repository';

/** Adds the admin's own code, or a generated one; a code any group ever held is taken. */
export async function addGroupCode(database: Database, { auth }: RequestContext, body: AddGroupCodeBody): Promise<GroupCodeRow> {
  return database.db.transaction(async (tx) => {
    const inserted = body.code
      ? await insertGroupCode(tx, { groupId: auth.groupId, code: body.code, createdBy: auth.userId })
      : await insertGeneratedGroupCode(tx, auth.groupId, auth.userId);
    if (!inserted) throw invalidField('code', 'validation.group_code_taken');
    await recordAudit(tx, auth, { action: 'create', entity: 'group_code', entityId: inserted.code, after: inserted });
    return inserted;
  });
}
