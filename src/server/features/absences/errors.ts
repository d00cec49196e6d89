import type { AbsenceProblem } from '../../../domain/absence-days';
import { ABSENCE_OVERLAP_CONSTRAINT, pgConstraint } from '../../db/pg-errors';
import { AppError, invalid, invalidField, type FieldErrors } from '../../http/errors';

export const absenceNotFound = () => new AppError('not_found', 'errors.absence_not_found');
/** Absences share a fixed desk: without one there is nothing to share. */
export const absencesNeedOwnDesk = () => new AppError('forbidden', 'errors.absences_need_own_desk');

export function absenceInvalid(problems: readonly AbsenceProblem[]): AppError {
  const fields: FieldErrors = {};
  for (const { field, key, params } of problems) (fields[field] ??= []).push({ key, ...(params ? { params } : {}) });
  return invalid(fields);
}

/** Runs a change of absences; the database's refusal of an overlap becomes a 422 on the first day. */
export async function refusingOverlap<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (pgConstraint(error) === ABSENCE_OVERLAP_CONSTRAINT) throw invalidField('from_day', 'validation.absence_overlaps');
    throw error;
  }
}
