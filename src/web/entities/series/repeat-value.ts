import { recurrenceSchema, type RecurrenceInput, type SeriesFrequency } from '../../../contract/series';
import { weekday, type LocalDay } from '../../../domain/time/local-day';

export type MonthlyBy = 'day_of_month' | 'weekday_of_month';

/** The repeat choice as the form holds it (numbers as typed; they are parsed when the recurrence is built). */
export interface RepeatValue {
  enabled: boolean;
  frequency: SeriesFrequency;
  interval: string;
  /** ISO weekdays, 1 = Monday … 7 = Sunday (weekly only) */
  weekdays: number[];
  monthlyBy: MonthlyBy;
  end: 'until' | 'count';
  until: LocalDay | null;
  count: string;
}

/** The fields of the repeat choice that can carry an error: the contract's `recurrence.*` paths, and `end` for the rule as a whole. */
export const REPEAT_FIELDS = ['frequency', 'interval', 'weekdays', 'monthly_by', 'until', 'count', 'end'] as const;
export type RepeatField = (typeof REPEAT_FIELDS)[number];
export type RepeatErrors = Partial<Record<RepeatField, string[]>>;
/** An untranslated message: an i18n key and its parameters. */
export interface RepeatProblem {
  field: RepeatField;
  key: string;
  params?: Record<string, unknown>;
}

export const DEFAULT_REPETITIONS = 10;

/** Repeating is off; switched on it means: every week on the start day's weekday, 10 times. */
export function initialRepeat(startDay: LocalDay): RepeatValue {
  return {
    enabled: false,
    frequency: 'weekly',
    interval: '1',
    weekdays: [weekday(startDay)],
    monthlyBy: 'day_of_month',
    end: 'count',
    until: null,
    count: String(DEFAULT_REPETITIONS),
  };
}

/** A stored series' recurrence as the form holds it (changing the series). */
export function repeatOfRecurrence(recurrence: RecurrenceInput): RepeatValue {
  return {
    enabled: true,
    frequency: recurrence.frequency,
    interval: String(recurrence.interval ?? 1),
    weekdays: [...(recurrence.weekdays ?? [])],
    monthlyBy: recurrence.monthly_by ?? 'day_of_month',
    end: recurrence.until !== undefined ? 'until' : 'count',
    until: recurrence.until ?? null,
    count: recurrence.count !== undefined ? String(recurrence.count) : String(DEFAULT_REPETITIONS),
  };
}

/**
 * The value after the start day moved: weekdays that were just the old start day's weekday follow the new
 * one (the user has not chosen others); an until day no longer after the start stays for the check to name.
 */
export function followStartDay(value: RepeatValue, from: LocalDay, to: LocalDay): RepeatValue {
  const onlyOldWeekday = value.weekdays.length === 1 && value.weekdays[0] === weekday(from);
  return onlyOldWeekday && from !== to ? { ...value, weekdays: [weekday(to)] } : value;
}

/** A whole number typed into a field; empty or not whole stays a value the schema refuses. */
const wholeNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The contract's `recurrence` object of the form's value (before validation). */
export function toRecurrence(value: RepeatValue): RecurrenceInput {
  return {
    frequency: value.frequency,
    interval: wholeNumber(value.interval),
    weekdays: value.frequency === 'weekly' ? [...new Set(value.weekdays)].sort((a, b) => a - b) : [],
    monthly_by: value.monthlyBy,
    ...(value.end === 'until' ? { until: value.until ?? '' } : { count: wholeNumber(value.count) }),
  };
}

/**
 * The client-side rules of the spec and the contract, per field: the until day after the start day ('Datum
 * muss kleiner als Bis zum sein'), at least 1 repetition, a weekday for weekly repeats, every N at least 1.
 */
export function repeatProblems(value: RepeatValue, startDay: LocalDay): RepeatProblem[] {
  const recurrence = toRecurrence(value);
  const problems: RepeatProblem[] = [];
  const parsed = recurrenceSchema.safeParse(recurrence);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = REPEAT_FIELDS.find((f) => f === issue.path[0]) ?? 'end';
      const params = 'params' in issue && issue.params ? (issue.params as Record<string, unknown>) : undefined;
      // an until day not chosen yet is missing rather than malformed
      const missing = field === 'until' && value.until === null;
      const key = missing ? 'validation.required' : issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
      problems.push({ field, key, ...(params && !missing ? { params } : {}) });
    }
  }
  if (recurrence.until && recurrence.until <= startDay) problems.push({ field: 'until', key: 'validation.until_after_start' });
  return problems;
}

/** The problems as translated messages per field, without duplicates. */
export function translateProblems(problems: readonly RepeatProblem[], t: (key: string, params?: Record<string, unknown>) => string) {
  const errors: RepeatErrors = {};
  for (const p of problems) {
    const list = (errors[p.field] ??= []);
    const text = t(p.key, p.params ?? {});
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

/** A 422's messages at `recurrence.until`, `recurrence.count`, … as the repeat fields' errors. */
export function repeatErrorsOf(fields: Record<string, string[]>): RepeatErrors {
  const errors: RepeatErrors = {};
  for (const [path, messages] of Object.entries(fields)) {
    const [head, sub] = path.split('.');
    if (head !== 'recurrence') continue;
    const field = REPEAT_FIELDS.find((f) => f === sub) ?? 'end';
    (errors[field] ??= []).push(...messages);
  }
  return errors;
}
