import type { CalendarLinkState } from '../../../contract/calendar-feed';
import type { Queryable } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { findCalendarLink } from './repository';

/** Whether the caller has a feed link and since when; the URL itself cannot be told again (only its hash is kept). */
export async function calendarLinkState(q: Queryable, { auth }: RequestContext): Promise<CalendarLinkState> {
  const link = await findCalendarLink(q, auth.groupId, auth.userId);
  return { active: link !== null, created_at: link ? link.createdAt.toISOString() : null };
}
