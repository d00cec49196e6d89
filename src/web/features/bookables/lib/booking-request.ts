import type { z } from 'zod';
import { createBookableBookingBodySchema, type BookableResource, type CreateBookableBookingBody } from '../../../../contract/bookables';
import { CATERING_LINES_MAX, requiredTitleSchema } from '../../../../contract/rooms';
import type { DayMinute } from '../../../components/pickers';
import {
  cateringLinesInput,
  wholeNumber,
  type CateringDraft,
  type DetailValues,
} from '../../../entities/event-details/event-details-draft';
import type { TimeRange } from './time-range';

/** Every field the server may name in a 422 that the form shows at a field. */
export const BOOKABLE_BOOKING_FIELDS = [
  'resource_id',
  'start',
  'end',
  'title',
  'description',
  'supervisor',
  'phone_number',
  'person_number',
  'attendee_count',
  'layout',
  'equipment',
  'catering',
  // the server names a catering line's problem by its place: catering.0.serve_minute
  ...Array.from({ length: CATERING_LINES_MAX }, (_, n) => ['item_id', 'quantity', 'serve_minute'].map((f) => `catering.${n}.${f}`)).flat(),
];

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' of a picked day and minute (the group's wall clock); '' when nothing is picked. */
export const localDateTime = (value: DayMinute | null): string =>
  value ? `${value.day}T${pad(Math.floor(value.minute / 60))}:${pad(value.minute % 60)}` : '';

/**
 * The request body (before validation) of the form's state: the resource and the time; for a requestable resource
 * also the event details and catering lines (served at minutes of the start day). An instant booking sends no details
 * (the form shows none).
 */
export function bookingRequestInput(
  resource: Pick<BookableResource, 'id' | 'requestable'>,
  range: TimeRange,
  details: DetailValues,
  equipment: readonly string[],
  catering: readonly CateringDraft[] = [],
) {
  const time = { resource_id: resource.id, start: localDateTime(range.start), end: localDateTime(range.end) };
  if (!resource.requestable) return time;
  return {
    ...time,
    title: details.title,
    description: details.description,
    supervisor: details.supervisor,
    phone_number: details.phone_number,
    person_number: details.person_number,
    attendee_count: wholeNumber(details.attendee_count),
    layout: details.layout || null,
    equipment: [...equipment],
    catering: cateringLinesInput(catering),
  };
}

/** The contract's body, or every issue at once; a request (requestable resource) needs a title. */
export function parseBookingRequest(
  resource: Pick<BookableResource, 'id' | 'requestable'>,
  input: ReturnType<typeof bookingRequestInput>,
): { body: CreateBookableBookingBody } | { issues: z.core.$ZodIssue[] } {
  const result = createBookableBookingBodySchema.safeParse(input);
  const issues = result.success ? [] : [...result.error.issues];
  if (resource.requestable) {
    const title = requiredTitleSchema.safeParse('title' in input ? input.title : '');
    if (!title.success) issues.push(...title.error.issues.map((issue) => ({ ...issue, path: ['title', ...issue.path] })));
  }
  if (issues.length > 0 || !result.success) return { issues };
  return { body: result.data };
}
