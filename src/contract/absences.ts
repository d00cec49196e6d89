import { z } from 'zod';
import { absenceRangeProblems } from '../domain/absence-days';
import { isLocalDay } from '../domain/time/local-day';
import { localDaySchema } from './bookings';
import { idParamSchema } from './ids';
import { ABSENCE_NOTE_MAX } from './limits';
import { limitedText } from './rooms';

/**
 * An absence of a fixed-desk owner (holiday, trip): from_day to to_day, both inclusive, days in the group's time zone.
 * On its days the owner's desk is shared with colleagues.
 */
export const absenceSchema = z.object({
  id: z.number().int(),
  from_day: z.string(),
  to_day: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type Absence = z.infer<typeof absenceSchema>;

export const absencesResponseSchema = z.object({ absences: z.array(absenceSchema) });
export type AbsencesResponse = z.infer<typeof absencesResponseSchema>;

/** What changing an absence did: the days taken back, and the days a colleague had booked (they stay theirs). */
export const absenceSavedSchema = absenceSchema.extend({
  reclaimed: z.array(z.string()),
  kept_booked: z.array(z.string()),
});
export type AbsenceSaved = z.infer<typeof absenceSavedSchema>;
export const absenceRemovedSchema = absenceSavedSchema.pick({ reclaimed: true, kept_booked: true });
export type AbsenceRemoved = z.infer<typeof absenceRemovedSchema>;

const noteSchema = limitedText(ABSENCE_NOTE_MAX);

/** `POST absences`. Whether the days lie ahead is the server's check (it knows the group's day). */
export const createAbsenceBodySchema = z
  .object({ from_day: localDaySchema, to_day: localDaySchema, note: noteSchema.default('') })
  .superRefine((body, context) => {
    // A day that is no day already has its own message.
    if (!isLocalDay(body.from_day) || !isLocalDay(body.to_day)) return;
    for (const problem of absenceRangeProblems({ from: body.from_day, to: body.to_day })) {
      context.addIssue({
        code: 'custom',
        path: [problem.field],
        message: problem.key,
        ...(problem.params ? { params: problem.params } : {}),
      });
    }
  });
export type CreateAbsenceBody = z.infer<typeof createAbsenceBodySchema>;

/** `PATCH absences/:id`: any of the fields; the range that results is checked as a whole. */
export const updateAbsenceBodySchema = z
  .object({ from_day: localDaySchema.optional(), to_day: localDaySchema.optional(), note: noteSchema.optional() })
  .refine((body) => body.from_day !== undefined || body.to_day !== undefined || body.note !== undefined, {
    path: ['from_day'],
    message: 'validation.nothing_to_update',
  });
export type UpdateAbsenceBody = z.infer<typeof updateAbsenceBodySchema>;

export const absenceParamsSchema = z.object({ id: idParamSchema });
