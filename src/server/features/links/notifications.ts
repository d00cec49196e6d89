import type { Queryable } from '../../db/client';
import type { LinkMessageType } from '../../db/schema';
import { notifyMany } from '../messages/notify';
import { fullName } from '../team/colleague';
import type { LinkRow } from './repository';

/** Tells a person about a link: `from` is who asked (request) or who accepted (accepted). */
export const notifyLink = (q: Queryable, link: LinkRow, type: LinkMessageType, to: number, from: { firstName: string; name: string }) =>
  notifyMany(q, link.groupId, [{ userId: to, type, payload: { link_id: link.id, colleague: fullName(from) } }]);
