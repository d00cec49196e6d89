import type { Link } from '../../../contract/team';
import type { Queryable } from '../../db/client';
import type { GroupRow } from '../groups/repository';
import { presentColleague, type ColleagueRow } from '../team/colleague';
import { presencesOf } from '../team/presences';
import { linkStateOf, type LinkRow } from './repository';

export interface LinkWithColleague {
  link: LinkRow;
  colleague: ColleagueRow & { hidden: boolean };
}

/** Links as the caller sees them, each colleague with their presence today (one query for all). */
export async function presentLinks(
  q: Queryable,
  group: GroupRow,
  userId: number,
  rows: readonly LinkWithColleague[],
  now: Date,
): Promise<Link[]> {
  const presences = await presencesOf(
    q,
    { groupId: group.id, timeZone: group.timeZone },
    rows.map((r) => r.colleague),
    now,
  );
  return rows.map(({ link, colleague }) => ({
    ...linkStateOf(link, userId),
    colleague: presentColleague(colleague, presences.get(colleague.id) ?? { state: 'unknown', resource: null, location: null, area: null }),
    created_at: link.createdAt.toISOString(),
  }));
}

export async function presentLink(q: Queryable, group: GroupRow, userId: number, row: LinkWithColleague, now: Date): Promise<Link> {
  const [link] = await presentLinks(q, group, userId, [row], now);
  if (!link) throw new Error('link presenter returned nothing');
  return link;
}
