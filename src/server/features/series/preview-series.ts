import type { SeriesBody, SeriesPreview } from '../../../contract/series';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { conflictsOf, intentsOf, type ReplacedOccurrences } from './outcomes';
import { planSeries, type SeriesPlan } from './plan-series';

/** Every occurrence and what booking the series would do to it — the same rules and query as the write, nothing written. */
export async function previewSeries(database: Database, ctx: RequestContext, body: SeriesBody, now: Date): Promise<SeriesPreview> {
  const plan = await planSeries(database.db, ctx, body, now);
  return previewPlan(database, ctx, plan, now, null);
}

/**
 * What a planned series would book. For a change (`replacing`): occurrences already started stay as they are ('over'), and the series' own
 * occurrences the change cancels do not count as conflicts.
 */
export async function previewPlan(
  database: Database,
  ctx: RequestContext,
  plan: SeriesPlan,
  now: Date,
  replacing: ReplacedOccurrences | null,
): Promise<SeriesPreview> {
  const intents = (await intentsOf(database.db, ctx, plan, now)).map((intent, i) =>
    replacing && (plan.occurrences[i]?.start ?? now) <= now ? 'over' : intent,
  );
  const refused = await conflictsOf(
    database.db,
    ctx,
    plan,
    plan.occurrences.filter((_, i) => intents[i] === 'book'),
    replacing,
  );
  return {
    rule: plan.rule,
    occurrences: plan.occurrences.map((o, i) => {
      const intent = intents[i] ?? 'over';
      const outcome = intent !== 'book' ? intent : (refused.get(o.day) ?? (plan.requestable ? 'waiting' : 'booked'));
      return { day: o.day, start_at: o.start.toISOString(), end_at: o.end.toISOString(), outcome, booking_id: null };
    }),
  };
}
