import type { SeriesBody, SeriesPreview } from '../../../contract/series';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { conflictsOf, intentsOf } from './outcomes';
import { planSeries } from './plan-series';

/** Every occurrence and what booking the series would do to it — the same rules and query as the write, nothing written. */
export async function previewSeries(database: Database, ctx: RequestContext, body: SeriesBody, now: Date): Promise<SeriesPreview> {
  const plan = await planSeries(database.db, ctx, body, now);
  const intents = await intentsOf(database.db, ctx, plan, now);
  const refused = await conflictsOf(
    database.db,
    ctx,
    plan,
    plan.occurrences.filter((_, i) => intents[i] === 'book'),
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
