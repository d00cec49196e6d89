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
 * The event details (before validation) of a requestable resource: title, details and catering lines (served at
 * minutes of the start day). An instant booking sends none (the form shows none).
 */
export function requestDetailsInput(
  resource: Pick<BookableResource, 'requestable'>,
  details: DetailValues,
  equipment: readonly string[],
  catering: readonly CateringDraft[] = [],
) {
  if (!resource.requestable) return {};
  return {
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

/** The request body (before validation) of the form's state: the resource, the time and a request's event details. */
export function bookingRequestInput(
  resource: Pick<BookableResource, 'id' | 'requestable'>,
  range: TimeRange,
  details: DetailValues,
  equipment: readonly string[],
  catering: readonly CateringDraft[] = [],
) {
  return {
    resource_id: resource.id,
    start: localDateTime(range.start),
    end: localDateTime(range.end),
    ...requestDetailsInput(resource, details, equipment, catering),
  };
}

/** A request (requestable resource) needs a title, which the contract leaves optional: its issues at `title`. */
export function requestTitleIssues(resource: Pick<BookableResource, 'requestable'>, input: { title?: string }): z.core.$ZodIssue[] {
  if (!resource.requestable) return [];
  const title = requiredTitleSchema.safeParse(input.title ?? '');
  return title.success ? [] : title.error.issues.map((issue) => ({ ...issue, path: ['title', ...issue.path] }));
}

/** The contract's body, or every issue at once; a request (requestable resource) needs a title. */
export function parseBookingRequest(
  resource: Pick<BookableResource, 'id' | 'requestable'>,
  input: ReturnType<typeof bookingRequestInput>,
): { body: CreateBookableBookingBody } | { issues: z.core.$ZodIssue[] } {
  const result = createBookableBookingBodySchema.safeParse(input);
  const issues = [...(result.success ? [] : result.error.issues), ...requestTitleIssues(resource, input)];
  if (issues.length > 0 || !result.success) return { issues };
  return { body: result.data };
}
