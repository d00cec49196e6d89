import type { GroupTexts } from '../../../contract/admin-group';
import { LANGUAGES } from '../../../contract/limits';
import { defaultText } from '../../../locales/text-keys';
import type { Database } from '../../db/client';
import { invalidField, unauthorized } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import type { GroupRow } from '../groups/repository';
import { lockGroup, updateGroup } from './repository';

/** Replaces the group's text overrides; a key the app does not know is refused (nothing is saved). */
export async function updateGroupTexts(database: Database, { auth }: RequestContext, body: GroupTexts): Promise<GroupRow> {
  for (const language of LANGUAGES) {
    const unknown = Object.keys(body.translation[language]).find((key) => defaultText(language, key) === undefined);
    if (unknown !== undefined) throw invalidField(`translation.${language}`, 'validation.text_key_unknown', { key: unknown });
  }
  return database.db.transaction(async (tx) => {
    const before = await lockGroup(tx, auth.groupId);
    if (!before) throw unauthorized();
    const after = await updateGroup(tx, auth.groupId, { translation: body.translation });
    await recordAudit(tx, auth, {
      action: 'update',
      entity: 'group_texts',
      entityId: auth.groupId,
      before: before.translation,
      after: after.translation,
    });
    return after;
  });
}
