import type { SeriesBody, SeriesPreview } from '../../../contract/series';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { findChangeableSeries } from './changeable-series';
import { planSeries } from './plan-series';
import { previewPlan } from './preview-series';

/**
 * What changing a series would do, as `PUT series/:id` would with the same body: occurrences already started
 * stay ('over'), and the series' own occurrences the change cancels are not conflicts. Nothing is written.
 */
export async function previewSeriesChange(
  database: Database,
  ctx: RequestContext,
  id: number,
  body: SeriesBody,
  now: Date,
): Promise<SeriesPreview> {
  await findChangeableSeries(database.db, ctx, id, body);
  const plan = await planSeries(database.db, ctx, body, now, true);
  return previewPlan(database, ctx, plan, now, { seriesId: id, startsAfter: now });
}
