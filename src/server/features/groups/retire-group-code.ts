import type { Database } from '../../db/client';
import { invalidField, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { countActiveGroupCodes, lockActiveGroupCode, lockGroupForCodeChange, retireGroupCode } from './codes-repository';

/** Retires an active code of the caller's group; the last active one stays, so the group can always be joined. */
export async function retireCode(database: Database, { auth }: RequestContext, code: string, now: Date): Promise<void> {
  await database.db.transaction(async (tx) => {
    await lockGroupForCodeChange(tx, auth.groupId);
    if (!(await lockActiveGroupCode(tx, auth.groupId, code))) throw notFound();
    if ((await countActiveGroupCodes(tx, auth.groupId)) <= 1) throw invalidField('code', 'validation.group_code_last');
    await retireGroupCode(tx, auth.groupId, code, now);
    await recordAudit(tx, auth, { action: 'delete', entity: 'group_code', entityId: code, before: { code } });
  });
}
