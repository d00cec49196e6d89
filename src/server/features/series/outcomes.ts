import { sql } from 'drizzle-orm';
import type { OccurrenceOutcome } from '../../../contract/series';
import { daysBetween, localDayOf } from '../../../domain/time/local-day';
import type { Occurrence } from '../../../domain/recurrence/occurrences';
import { queryRows, type Queryable } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { daysWithDrawAhead } from '../lottery/requests';
import { pgArray } from './pg-array';
import type { SeriesPlan } from './plan-series';

/** What the rules alone say of an occurrence, before the bookings decide: to book, or an outcome already. */
export type Intent = 'book' | Extract<OccurrenceOutcome, 'over' | 'requested' | 'taken'>;

/**
 * Over (its time has passed), requested (a lottery day before its draw), taken (a fixed desk's day beyond the
 * horizon its owner's calendar is known for), else to book — the same for the preview and the write.
 */
export async function intentsOf(q: Queryable, { auth, group }: RequestContext, plan: SeriesPlan, now: Date): Promise<Intent[]> {
  const { resource } = plan.resource;
  const today = localDayOf(now, group.timeZone);
  const lotteryDays =
    plan.body.kind === 'desk'
      ? await daysWithDrawAhead(
          q,
          group,
          plan.occurrences.map((o) => o.day),
          now,
        )
      : new Set<string>();
  const ownedByOther = resource.ownerUserId !== null && resource.ownerUserId !== auth.userId;
  return plan.occurrences.map((o) => {
    if (o.end <= now) return 'over';
    if (lotteryDays.has(o.day)) return 'requested';
    if (ownedByOther && daysBetween(today, o.day) > group.maxAdvanceDays) return 'taken';
    return 'book';
  });
}

/** Kinds a person can hold only one of at a time (the user-overlap constraint). */
const PERSONAL_KINDS = new Set(['desk', 'parking']);

/** A series being changed: its occurrences starting after `startsAfter` are the ones the change re-books. */
export interface ReplacedOccurrences {
  seriesId: number;
  startsAfter: Date;
}

/**
 * Which of the occurrences overlap a holding booking, in one query: `taken` when the resource is held then,
 * `user_busy` when the user holds another desk (or parking space) then. Occurrences not in the map are free.
 * `replacing` (the preview of a change) leaves out the series' own occurrences the change cancels.
 */
export async function conflictsOf(
  q: Queryable,
  { auth }: RequestContext,
  plan: SeriesPlan,
  occurrences: readonly Occurrence[],
  replacing: ReplacedOccurrences | null = null,
): Promise<Map<string, 'taken' | 'user_busy'>> {
  if (occurrences.length === 0) return new Map();
  const { resource } = plan.resource;
  const personal = PERSONAL_KINDS.has(resource.kind);
  const notReplaced = replacing
    ? sql`AND (b.series_id IS DISTINCT FROM ${replacing.seriesId}::int OR b.start_at <= ${replacing.startsAfter.toISOString()}::timestamptz)`
    : sql``;
  const rows = await queryRows<{ day: string; taken: boolean }>(
    q,
    sql`
      SELECT o.day::text AS day, bool_or(b.resource_id = ${resource.id}) AS taken
      FROM unnest(${pgArray(occurrences.map((o) => o.day))}::date[],
                  ${pgArray(occurrences.map((o) => o.start.toISOString()))}::timestamptz[],
                  ${pgArray(occurrences.map((o) => o.end.toISOString()))}::timestamptz[]) AS o(day, s, e)
      JOIN bookings b
        ON b.group_id = ${auth.groupId}
       AND b.status IN ('reserved', 'booked', 'offered')
       AND tstzrange(b.start_at, b.end_at, '[)') && tstzrange(o.s, o.e, '[)')
       AND (b.resource_id = ${resource.id}
            OR (${personal}::boolean AND b.user_id = ${auth.userId} AND b.resource_kind = ${resource.kind}))
       ${notReplaced}
      GROUP BY o.day`,
  );
  return new Map(rows.map((r) => [r.day, r.taken ? 'taken' : 'user_busy']));
}
