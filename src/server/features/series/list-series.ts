import type { Series } from '../../../contract/series';
import { localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { seriesNotFound } from './not-found';
import { presentSeries, presentSeriesList } from './presenter';
import { findOwnSeries, liveSeriesOf } from './repository';

/** The reader's series that still have an occurrence ahead, with every occurrence. */
export async function mySeries(database: Database, { auth, group }: RequestContext, now: Date): Promise<Series[]> {
  const rows = await liveSeriesOf(database.db, auth.groupId, auth.userId, now, localDayOf(now, group.timeZone));
  return presentSeriesList(database.db, group, rows, now);
}

/** One of the reader's own series. */
export async function oneSeries(database: Database, { auth, group }: RequestContext, id: number, now: Date): Promise<Series> {
  const row = await findOwnSeries(database.db, auth.groupId, auth.userId, id);
  if (!row) throw seriesNotFound();
  return presentSeries(database.db, group, row, now);
}
