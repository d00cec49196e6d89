import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKABLE_MAX_DAYS, type BookableBooking, type ListedBookableResource } from '../../../../contract/bookables';
import type { EgoResponse } from '../../../../contract/ego';
import { addDays } from '../../../../domain/time/local-day';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { issuesToFieldErrors } from '../../../components/form/field-errors';
import { requestFailure } from '../../../components/form/request-failure';
import { useForm } from '../../../components/form/use-form';
import { DatePickerField, DateTimePickerField, TimeRangePickerField } from '../../../components/pickers';
import { CateringFields } from '../../../entities/event-details/CateringFields';
import { EventDetailsFields } from '../../../entities/event-details/EventDetailsFields';
import { emptyDetails, type CateringDraft, type DetailValues } from '../../../entities/event-details/event-details-draft';
import { lastRoomDay } from '../../../entities/room-booking/horizon';
import { announce } from '../../../lib/announcer';
import { isApiError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { useToday } from '../../../lib/use-today';
import type { SeriesWriteResponse } from '../../../../contract/series';
import { RepeatFields } from '../../../entities/series/RepeatFields';
import { FormSeriesPreview } from '../../../entities/series/FormSeriesPreview';
import { ruleText } from '../../../entities/series/rule-text';
import { formFieldsOfSeries, useFormPreview } from '../../../entities/series/series-form';
import {
  initialRepeat,
  repeatErrorsOf,
  repeatProblems,
  toRecurrence,
  translateProblems,
  type RepeatErrors,
  type RepeatValue,
} from '../../../entities/series/repeat-value';
import { useCreateBookableBooking } from '../api/create-bookable-booking';
import { BOOKABLE_BOOKING_FIELDS, bookingRequestInput, parseBookingRequest } from '../lib/booking-request';
import { SERIES_FIELD_NAMES, parseSeriesRequest, seriesRequestInput } from '../lib/series-request';
import { dayTimeOf, moveStart, rangeOfDayTime, withinStartDay, type TimeRange } from '../lib/time-range';
import { BusyOfDay } from './BusyOfDay';

interface Props {
  ego: EgoResponse;
  resource: ListedBookableResource;
  /** the range the form starts with (the list's day) */
  initialRange: TimeRange;
  onBooked: (booking: BookableBooking) => void;
  onSeriesBooked: (response: SeriesWriteResponse) => void;
}

/**
 * Start and end of a booking with what is busy on the start day; for a requestable resource also the event details
 * and, where its location serves some, catering (served at a time of the start day). Repeating, it is a time within
 * the start day, and the form shows the series' preview, which books it.
 */
export function BookableBookingForm({ ego, resource, initialRange, onBooked, onSeriesBooked }: Props) {
  const { t } = useTranslation();
  const timeZone = ego.group.time_zone;
  const today = useToday(timeZone);
  const lastDay = lastRoomDay(today, ego.group.max_advance_days);
  const form = useForm<DetailValues>({ ...emptyDetails, person_number: ego.user.personnel_number });
  const [range, setRange] = useState<TimeRange>(initialRange);
  const [equipment, setEquipment] = useState<string[]>([]);
  const [catering, setCatering] = useState<CateringDraft[]>([]);
  const create = useCreateBookableBooking();
  const [repeat, setRepeat] = useState<RepeatValue>(() => initialRepeat(initialRange.start?.day ?? today));
  const [repeatErrors, setRepeatErrors] = useState<RepeatErrors>({});
  const repeating = repeat.enabled;
  const seriesInput = () => seriesRequestInput(resource, range, toRecurrence(repeat), form.values, equipment, catering);
  const preview = useFormPreview(repeating ? JSON.stringify(seriesInput()) : '');
  const errors = form.errors;
  const joined = (field: string) => (errors[field]?.length ? errors[field].join(' ') : undefined);

  const showProblem = (fields: Record<string, string[]>, summary: string | null) => {
    form.showErrors(fields);
    form.setFormError(summary);
    announce([summary, ...Object.values(fields).flat()].filter(Boolean).join(' '), 'assertive');
  };

  const onRepeat = (next: RepeatValue) => {
    // a series repeats a time within one day: an end on a later day becomes 24:00 of the start day
    if (next.enabled && !repeat.enabled) setRange(withinStartDay);
    setRepeat(next);
  };

  const onSeriesInvalid = (fields: Record<string, string[]>) => {
    setRepeatErrors(repeatErrorsOf(fields));
    form.showErrors(formFieldsOfSeries(fields, SERIES_FIELD_NAMES));
  };

  const showPreview = () => {
    const startDay = range.start?.day ?? today;
    const problems = repeatProblems(repeat, startDay);
    const parsed = parseSeriesRequest(resource, seriesInput());
    setRepeatErrors(translateProblems(problems, t));
    if (problems.length > 0 || 'issues' in parsed) {
      const issues = 'issues' in parsed ? parsed.issues.filter((i) => i.path[0] !== 'recurrence') : [];
      showProblem(formFieldsOfSeries(issuesToFieldErrors(issues, t), SERIES_FIELD_NAMES), t('errors.validation'));
      preview.clear();
      return;
    }
    form.setErrors({});
    form.setFormError(null);
    const rule = ruleText(parsed.body.recurrence, startDay, currentLanguage(), t);
    const title = form.values.title.trim();
    preview.show(parsed.body, [title, resource.label, rule].filter(Boolean).join(' · '));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (repeating) return showPreview();
    const parsed = parseBookingRequest(resource, bookingRequestInput(resource, range, form.values, equipment, catering));
    if ('issues' in parsed) return showProblem(issuesToFieldErrors(parsed.issues, t), t('errors.validation'));
    form.setFormError(null);
    create.mutate(parsed.body, {
      onSuccess: (booking) => {
        form.setErrors({});
        onBooked(booking);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          // the time is taken: said at the start
          const message = error.body?.message ?? t('bookables.taken');
          return showProblem({ start: [message] }, t('bookables.failed'));
        }
        const failure = requestFailure(error, t, {
          failed: t('bookables.failed'),
          invalid: t('errors.validation'),
          formFields: BOOKABLE_BOOKING_FIELDS,
        });
        showProblem(failure.fields, failure.summary);
      },
    });
  };

  const timeErrors = [...(errors.start_minute ?? []), ...(errors.end_minute ?? [])];
  // the overlap hint looks at the start day; a range going on past midnight counts to its end
  const overlapEnd = range.end && range.start && range.end.day === range.start.day ? range.end.minute : 1440;
  return (
    <>
      <form
        id={form.formId}
        onSubmit={onSubmit}
        noValidate
        className="form"
        aria-label={t('bookables.form_title', { label: resource.label })}
      >
        <FormMessage text={form.formError} tone="error" />
        {resource.requestable ? <p className="field-help">{t('bookables.request_help')}</p> : null}
        {repeating ? (
          <>
            <DatePickerField
              today={today}
              label={t('series.start_day')}
              name="start"
              value={range.start?.day ?? null}
              min={today}
              max={lastDay}
              isRequired
              errorMessage={joined('start')}
              onChange={(day) => setRange((r) => (day ? moveStart(r, { day, minute: r.start?.minute ?? 0 }) : r))}
            />
            <TimeRangePickerField
              label={t('bookables.time')}
              startLabel={t('bookables.start')}
              endLabel={t('bookables.end')}
              value={dayTimeOf(range)}
              isRequired
              errorMessage={timeErrors.length ? timeErrors.join(' ') : undefined}
              onChange={(time) => setRange((r) => (r.start && time ? rangeOfDayTime(r.start.day, time) : r))}
            />
            <p className="field-help" data-testid="repeat-time-help">
              {t('bookables.repeat_time_help')}
            </p>
          </>
        ) : (
          <>
            <DateTimePickerField
              today={today}
              label={t('bookables.start')}
              name="start"
              value={range.start}
              min={today}
              max={lastDay}
              isRequired
              errorMessage={joined('start')}
              onChange={(start) => setRange((r) => moveStart(r, start))}
            />
            <DateTimePickerField
              today={today}
              label={t('bookables.end')}
              name="end"
              value={range.end}
              min={range.start?.day ?? today}
              max={addDays(lastDay, BOOKABLE_MAX_DAYS)}
              isRequired
              errorMessage={joined('end')}
              onChange={(end) => setRange((r) => ({ ...r, end }))}
            />
          </>
        )}
        {range.start ? (
          <BusyOfDay
            resource={resource}
            day={range.start.day}
            timeZone={timeZone}
            selection={{ start: range.start.minute, end: overlapEnd }}
          />
        ) : null}
        <RepeatFields startDay={range.start?.day ?? today} value={repeat} onChange={onRepeat} errors={repeatErrors} />
        {resource.requestable ? (
          <>
            <EventDetailsFields
              values={form.values}
              setField={form.setField}
              offer={resource}
              attendeeHelp={resource.capacity !== null ? t('bookables.attendee_help', { max: resource.capacity }) : undefined}
              equipment={equipment}
              onEquipment={setEquipment}
              errors={errors}
            />
            {resource.catering_offered ? (
              <CateringFields
                offer={resource.catering_offer}
                lines={catering}
                onChange={setCatering}
                defaultMinute={range.start?.minute ?? null}
                errors={Object.entries(errors).flatMap(([field, messages]) =>
                  field === 'catering' || field.startsWith('catering.') ? messages : [],
                )}
              />
            ) : null}
          </>
        ) : null}
        <SubmitButton
          label={t(repeating ? 'series.show_preview' : resource.requestable ? 'bookables.submit_request' : 'bookables.submit_book')}
          isPending={create.isPending}
        />
      </form>
      {repeating ? <FormSeriesPreview preview={preview} timeZone={timeZone} onInvalid={onSeriesInvalid} onBooked={onSeriesBooked} /> : null}
    </>
  );
}
