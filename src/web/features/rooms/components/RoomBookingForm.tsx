import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createRoomBookingBodySchema, updateRoomBookingBodySchema, type Room, type RoomBooking } from '../../../../contract/rooms';
import type { EgoResponse } from '../../../../contract/ego';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { issuesToFieldErrors } from '../../../components/form/field-errors';
import { requestFailure } from '../../../components/form/request-failure';
import { useForm } from '../../../components/form/use-form';
import { DatePickerField, TimeRangePickerField } from '../../../components/pickers';
import { RoomTimeline } from '../../../entities/room-booking/RoomTimeline';
import { lastRoomDay } from '../../../entities/room-booking/horizon';
import { overlapsBusy } from '../../../entities/room-booking/timeline';
import { announce } from '../../../lib/announcer';
import { isApiError } from '../../../lib/api-error';
import { fullDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useToday } from '../../../lib/use-today';
import { useRoomAvailability } from '../api/get-room-availability';
import { useSaveRoomBooking, type SaveRoomBooking } from '../api/save-room-booking';
import { FieldSelect } from '../../../components/form/FieldSelect';
import { CateringFields } from '../../../entities/event-details/CateringFields';
import { EventDetailsFields } from '../../../entities/event-details/EventDetailsFields';
import type { DetailValues } from '../../../entities/event-details/event-details-draft';
import { ROOM_BOOKING_FIELDS, draftToBody, type BookingDraft } from '../lib/booking-draft';
import { SeriesInvitees } from './SeriesInvitees';
import type { StaffMember } from '../../../../contract/team';
import { seriesBodySchema } from '../../../../contract/series';
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

/** The request for a new or an existing booking, or the schema's issues. */
function parseRequest(bookingId: number | null, input: unknown): { request: SaveRoomBooking } | { issues: z.core.$ZodIssue[] } {
  if (bookingId === null) {
    const result = createRoomBookingBodySchema.safeParse(input);
    return result.success ? { request: { id: null, body: result.data } } : { issues: result.error.issues };
  }
  const result = updateRoomBookingBodySchema.safeParse(input);
  return result.success ? { request: { id: bookingId, body: result.data } } : { issues: result.error.issues };
}

interface Props {
  ego: EgoResponse;
  /** the group's rooms, for the room choice */
  rooms: readonly Room[];
  initial: { draft: BookingDraft; details: DetailValues };
  /** null: a new booking */
  bookingId: number | null;
  onSaved: (booking: RoomBooking) => void;
  /** A new booking may repeat: called when its series is booked (without it, no repeat is offered). */
  onSeriesBooked?: () => void;
}

/** A series' field names as the form names them. */
const SERIES_FIELD_NAMES: Record<string, string> = { resource_id: 'room_id', start_day: 'day', invitee_ids: 'invitees' };

/** Room, day and time with the room's busy times, the event details and catering; creates or updates a booking. */
export function RoomBookingForm({ ego, rooms, initial, bookingId, onSaved, onSeriesBooked }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const today = useToday(ego.group.time_zone);
  const form = useForm<DetailValues>(initial.details);
  const [draft, setDraft] = useState<BookingDraft>(initial.draft);
  const save = useSaveRoomBooking();
  const availability = useRoomAvailability(draft.roomId, draft.day);
  const room = availability.data?.room ?? rooms.find((r) => r.id === draft.roomId);
  const busy = availability.data?.busy ?? [];
  const overlaps = draft.time !== null && overlapsBusy(busy, draft.time.start, draft.time.end, bookingId !== null);
  const [repeat, setRepeat] = useState<RepeatValue>(() => initialRepeat(initial.draft.day ?? today));
  const [repeatErrors, setRepeatErrors] = useState<RepeatErrors>({});
  const [invitees, setInvitees] = useState<StaffMember[]>([]);
  const repeating = onSeriesBooked !== undefined && repeat.enabled;
  const seriesInput = () => {
    const { room_id, day, ...details } = draftToBody(draft, form.values);
    return {
      kind: 'room',
      resource_id: room_id,
      start_day: day,
      recurrence: toRecurrence(repeat),
      ...details,
      invitee_ids: invitees.map((p) => p.id),
    };
  };
  // the preview belongs to the input it was made for; a change afterwards asks for a new one
  const signature = repeating ? JSON.stringify(seriesInput()) : '';
  const preview = useFormPreview(signature);
  const errors = form.errors;
  const joined = (field: string) => (errors[field]?.length ? errors[field].join(' ') : undefined);

  const chooseRoom = (value: string) => {
    const next = rooms.find((r) => String(r.id) === value);
    setDraft((d) => ({
      ...d,
      roomId: next?.id ?? null,
      equipment: d.equipment.filter((e) => next?.equipment.includes(e)),
      // another location offers other catering
      catering: next && room && next.location.id === room.location.id ? d.catering : [],
    }));
    if (next && form.values.layout && !next.layouts.includes(form.values.layout)) form.setField('layout')('');
  };

  const onSeriesInvalid = (fields: Record<string, string[]>) => {
    setRepeatErrors(repeatErrorsOf(fields));
    form.showErrors(formFieldsOfSeries(fields, SERIES_FIELD_NAMES));
  };

  const showPreview = () => {
    const startDay = draft.day ?? today;
    const problems = repeatProblems(repeat, startDay);
    const parsed = seriesBodySchema.safeParse(seriesInput());
    setRepeatErrors(translateProblems(problems, t));
    if (problems.length > 0 || !parsed.success) {
      const issues = parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] !== 'recurrence');
      form.showErrors(formFieldsOfSeries(issuesToFieldErrors(issues, t), SERIES_FIELD_NAMES));
      form.setFormError(t('errors.validation'));
      announce(t('errors.validation'), 'assertive');
      preview.clear();
      return;
    }
    form.setErrors({});
    form.setFormError(null);
    const subject = `${form.values.title.trim()} · ${room?.label ?? ''} · ${ruleText(parsed.data.recurrence, startDay, language, t)}`;
    preview.show(parsed.data, subject);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (repeating) {
      showPreview();
      return;
    }
    const parsed = parseRequest(bookingId, draftToBody(draft, form.values));
    if ('issues' in parsed) {
      form.showErrors(issuesToFieldErrors(parsed.issues, t));
      form.setFormError(t('errors.validation'));
      announce(t('errors.validation'), 'assertive');
      return;
    }
    form.setFormError(null);
    save.mutate(parsed.request, {
      onSuccess: (booking) => {
        form.setErrors({});
        announce(t(bookingId === null ? 'room_booking.booked' : 'room_booking.saved'));
        onSaved(booking);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          form.setFormError(t('room_booking.taken'));
          announce(t('room_booking.taken'), 'assertive');
          return;
        }
        const failure = requestFailure(error, t, {
          failed: t('room_booking.failed'),
          invalid: t('errors.validation'),
          formFields: ROOM_BOOKING_FIELDS,
        });
        form.showErrors(failure.fields);
        form.setFormError(failure.summary);
        announce([failure.summary, ...Object.values(failure.fields).flat()].filter(Boolean).join(' '), 'assertive');
      },
    });
  };

  const timeErrors = [...(errors.start_minute ?? []), ...(errors.end_minute ?? [])];
  return (
    <>
      <form
        id={form.formId}
        onSubmit={onSubmit}
        noValidate
        className="form"
        aria-label={t(bookingId === null ? 'room_booking.title' : 'room_booking.edit_title')}
      >
        <FormMessage text={form.formError} tone="error" />
        <FieldSelect
          name="room_id"
          label={t('room_booking.room')}
          value={draft.roomId ? String(draft.roomId) : ''}
          onChange={chooseRoom}
          errors={errors.room_id}
          isRequired
        >
          <option value="">{t('room_booking.choose_room')}</option>
          {rooms.map((r) => (
            <option key={r.id} value={String(r.id)}>
              {r.label} ({r.location.name}, {t('rooms.capacity', { count: r.capacity })})
            </option>
          ))}
        </FieldSelect>
        <DatePickerField
          today={today}
          label={t('room_booking.day')}
          name="day"
          value={draft.day}
          min={today}
          max={lastRoomDay(today, ego.group.max_advance_days)}
          isRequired
          errorMessage={joined('day')}
          onChange={(day) => setDraft((d) => ({ ...d, day }))}
        />
        <TimeRangePickerField
          label={t('room_booking.time')}
          startLabel={t('room_booking.start')}
          endLabel={t('room_booking.end')}
          value={draft.time}
          isRequired
          errorMessage={timeErrors.length ? timeErrors.join(' ') : undefined}
          onChange={(time) => setDraft((d) => ({ ...d, time }))}
        />
        {room && draft.day ? (
          <div className="field" data-testid="room-busy">
            <span className="h2-label">{t('room_booking.busy_title')}</span>
            {availability.data ? (
              <RoomTimeline busy={busy} label={t('rooms.timeline', { label: room.label, date: fullDate(draft.day, language) })} />
            ) : (
              <p aria-busy="true">{t('app.loading')}</p>
            )}
            {overlaps ? (
              <p className="field-help" data-testid="overlap-hint">
                {t('room_booking.overlaps')}
              </p>
            ) : null}
          </div>
        ) : null}
        {onSeriesBooked ? <RepeatFields startDay={draft.day ?? today} value={repeat} onChange={setRepeat} errors={repeatErrors} /> : null}
        <EventDetailsFields
          values={form.values}
          setField={form.setField}
          offer={room}
          attendeeHelp={room ? t('room_booking.attendee_help', { max: room.capacity }) : undefined}
          equipment={draft.equipment}
          onEquipment={(equipment) => setDraft((d) => ({ ...d, equipment }))}
          errors={errors}
        />
        {availability.data ? (
          <CateringFields
            offer={room?.catering_offered === false ? [] : availability.data.catering_offer}
            lines={draft.catering}
            onChange={(catering) => setDraft((d) => ({ ...d, catering }))}
            defaultMinute={draft.time?.start ?? null}
            errors={Object.entries(errors).flatMap(([field, messages]) =>
              field === 'catering' || field.startsWith('catering.') ? messages : [],
            )}
          />
        ) : null}
        {repeating ? (
          <SeriesInvitees organiserId={ego.user.id} invitees={invitees} onChange={setInvitees} errors={errors.invitees} />
        ) : null}
        <SubmitButton
          label={t(repeating ? 'series.show_preview' : bookingId === null ? 'room_booking.submit' : 'room_booking.save')}
          isPending={save.isPending}
        />
      </form>
      {repeating ? (
        <FormSeriesPreview preview={preview} timeZone={ego.group.time_zone} onInvalid={onSeriesInvalid} onBooked={onSeriesBooked} />
      ) : null}
    </>
  );
}
