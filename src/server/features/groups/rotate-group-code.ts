import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import {
  insertGeneratedGroupCode,
  lockActiveGroupCode,
  lockGroupForCodeChange,
  retireGroupCode,
  type GroupCodeRow,
} from './codes-repository';

/** Replaces an active code by a generated one: the old code stops admitting registrations at once. */
export async function rotateCode(database: Database, { auth }: RequestContext, code: string, now: Date): Promise<GroupCodeRow> {
  return database.db.transaction(async (tx) => {
    await lockGroupForCodeChange(tx, auth.groupId);
    if (!(await lockActiveGroupCode(tx, auth.groupId, code))) throw notFound();
    await retireGroupCode(tx, auth.groupId, code, now);
    const replacement = await insertGeneratedGroupCode(tx, auth.groupId, auth.userId);
    await recordAudit(tx, auth, {
      action: 'update',
      entity: 'group_code',
      entityId: code,
      before: { code },
      after: { code: replacement.code },
    });
    return replacement;
  });
}
