import type { Link } from '../../../contract/team';
import type { Queryable } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { presentLinks } from './presenter';
import { linksOf } from './repository';

/** Every link of the caller (my team and open requests both ways), each colleague with their presence today. */
export async function listLinks(q: Queryable, { auth, group }: RequestContext, now: Date): Promise<Link[]> {
  return presentLinks(q, group, auth.userId, await linksOf(q, auth), now);
}
