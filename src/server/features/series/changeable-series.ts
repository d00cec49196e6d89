import type { SeriesBody } from '../../../contract/series';
import type { Queryable } from '../../db/client';
import { AppError, invalidField } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { seriesNotFound } from './not-found';
import { findOwnSeries, type SeriesRow } from './repository';

const KIND_OF_RESOURCE: Record<string, SeriesBody['kind']> = { desk: 'desk', room: 'room', bookable: 'bookable', parking: 'bookable' };

/** The caller's own series, still running and of the body's kind — what a change (or its preview) may touch. */
export async function findChangeableSeries(q: Queryable, { auth }: RequestContext, id: number, body: SeriesBody): Promise<SeriesRow> {
  const existing = await findOwnSeries(q, auth.groupId, auth.userId, id);
  if (!existing) throw seriesNotFound();
  if (existing.cancelledAt) throw new AppError('validation', 'errors.series_over');
  if (KIND_OF_RESOURCE[existing.resourceKind] !== body.kind) throw invalidField('kind', 'validation.invalid');
  return existing;
}
