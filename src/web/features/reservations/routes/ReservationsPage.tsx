import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createBookingBodySchema, type CreateBookingResponse, type Desk } from '../../../../contract/bookings';
import type { EgoResponse } from '../../../../contract/ego';
import { isLocalDay } from '../../../../domain/time/local-day';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { FormMessage } from '../../../components/form/FormMessage';
import { issuesToFieldErrors, type FieldErrors } from '../../../components/form/field-errors';
import { announce } from '../../../lib/announcer';
import { currentLanguage } from '../../../lib/i18n';
import { useEgo } from '../../../entities/ego/get-ego';
import { useCreateBookings } from '../api/create-bookings';
import { useAvailableDesks, type TimeChoice } from '../../../entities/booking/get-available-desks';
import { fullDate } from '../../../lib/format';
import { useToday } from '../../../lib/use-today';
import { firstWeekdayOf, weekStartOf } from '../../../lib/month-grid';
import { DayPicker } from '../components/DayPicker';
import { DeskList } from '../components/DeskList';
import { TeamSeats } from '../components/TeamSeats';
import '../reservations.css';
import { TimeChoiceField, type TimeValue } from '../../../entities/booking/TimeChoiceField';
import { pickerDays, selectDays } from '../lib/day-selection';
import { isBookableDay } from '../../../entities/booking/horizon';
import { LotteryRequestPanel } from '../../../entities/lottery/LotteryRequestPanel';
import '../../../styles/bookings.css';
import { paths } from '../../../lib/paths';
import { requestFailure } from '../../../components/form/request-failure';
import { DatePickerField } from '../../../components/pickers';
import { seriesBodySchema, type SeriesBody } from '../../../../contract/series';
import { RepeatFields } from '../../../entities/series/RepeatFields';
import { SeriesPreview } from '../../../entities/series/SeriesPreview';
import { ruleText } from '../../../entities/series/rule-text';
import {
  initialRepeat,
  repeatErrorsOf,
  repeatProblems,
  toRecurrence,
  translateProblems,
  type RepeatErrors,
  type RepeatValue,
} from '../../../entities/series/repeat-value';
import { lastBookableDay } from '../../../entities/booking/horizon';
import { FloorPlan } from '../../../entities/floor-plan/FloorPlan';
import { usePlanMarkers } from '../../../entities/floor-plan/floor-plan-api';

/** /reservations: choose days, a slot or hours and a location; book one of the free desks. */
export default function ReservationsPage() {
  const { t } = useTranslation();
  const ego = useEgo();
  return (
    <>
      <SubPageHeader title={t('reservations.title')} backTo={paths.reports} />
      {ego.data ? (
        <ReservationForm ego={ego.data} />
      ) : (
        <p className="page" aria-busy="true">
          {t('app.loading')}
        </p>
      )}
    </>
  );
}

function toTimeChoice(value: TimeValue): TimeChoice | null {
  if (value.choice === 'hours') return value.start < value.end ? { start_minute: value.start, end_minute: value.end } : null;
  const id = Number(value.choice);
  return Number.isInteger(id) && id > 0 ? { slot_id: id } : null;
}

/** A series' messages at the screen's fields: the resource is the desk; the rule's own go to the repeat fields. */
function deskFieldsOfSeries(fields: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(fields)) {
    if (field.startsWith('recurrence')) continue;
    (out[field === 'resource_id' ? 'desk_id' : field] ??= []).push(...messages);
  }
  return out;
}

function ReservationForm({ ego }: { ego: EgoResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const language = currentLanguage();
  const { group } = ego;
  const today = useToday(group.time_zone);
  const maxAdvance = group.max_advance_days;
  const wantedDay = params.get('day');
  const initialDay = wantedDay && isLocalDay(wantedDay) && isBookableDay(wantedDay, today, maxAdvance) ? wantedDay : today;
  // from the team screen: the area where a colleague sits comes first
  const wantedAreaId = Number(params.get('area')) || null;
  const [days, setDays] = useState<string[]>([initialDay]);
  const defaultSlot = group.slots.find((s) => s.name === 'full_day') ?? group.slots[0];
  const [time, setTime] = useState<TimeValue>({ choice: defaultSlot ? String(defaultSlot.id) : 'hours', start: 8 * 60, end: 17 * 60 });
  const [locationId, setLocationId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<CreateBookingResponse | null>(null);
  const locationFieldId = useId();
  const create = useCreateBookings();
  // a series: a first day and a rule instead of the chosen days; the preview before anything is booked
  const [repeat, setRepeatValue] = useState<RepeatValue>(() => initialRepeat(initialDay));
  const [startDay, setStartDay] = useState<string>(initialDay);
  const [repeatErrors, setRepeatErrors] = useState<RepeatErrors>({});
  const [series, setSeries] = useState<{ body: SeriesBody; subject: string } | null>(null);
  const repeating = repeat.enabled;
  const setRepeat = (next: RepeatValue) => {
    setRepeatValue(next);
    setSeries(null);
  };

  const timeChoice = toTimeChoice(time);
  const searchedDays = repeating ? [startDay] : days;
  const available = useAvailableDesks(searchedDays, timeChoice);
  const seats = available.seats;
  const locations = new Map<number, string>();
  for (const desk of available.desks ?? []) locations.set(desk.location.id, desk.location.name);
  const shown = (available.desks ?? []).filter((d) => !locationId || String(d.location.id) === locationId);
  // the plan shows the first searched day; a desk is chosen there only when the list offers it too (free on all days)
  const planDay = searchedDays[0] ?? today;
  const plans = usePlanMarkers({ kind: 'desk', day: planDay, time: timeChoice }, timeChoice !== null);
  const planAreas = (plans.data?.areas ?? []).filter((a) => !locationId || String(a.location.id) === locationId);
  const offered = new Map(shown.map((d) => [d.id, d]));

  const onDays = (next: string[]) => {
    const { days: accepted, refused } = selectDays(next, today, maxAdvance);
    setDays(accepted);
    setResult(null);
    setErrors(refused.length ? { days: refused.map((p) => t(p.key, 'max' in p ? { max: p.max } : {})) } : {});
  };

  /** Repeating: checks the rule and shows the preview for the desk; booking happens there. */
  const previewSeries = (desk: Desk) => {
    setFailure(null);
    setResult(null);
    const problems = repeatProblems(repeat, startDay);
    const parsed = seriesBodySchema.safeParse({
      kind: 'desk',
      resource_id: desk.id,
      start_day: startDay,
      recurrence: toRecurrence(repeat),
      ...(timeChoice ?? {}),
    });
    setRepeatErrors(translateProblems(problems, t));
    if (problems.length > 0 || !parsed.success) {
      const other = parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] !== 'recurrence');
      setErrors(deskFieldsOfSeries(issuesToFieldErrors(other, t)));
      setFailure(t('errors.validation'));
      announce(t('errors.validation'), 'assertive');
      return;
    }
    setErrors({});
    const rule = ruleText(parsed.data.recurrence, startDay, language, t);
    setSeries({ body: parsed.data, subject: `${t('bookings.desk', { label: desk.label })} · ${rule}` });
  };

  const onSeriesInvalid = (fields: Record<string, string[]>) => {
    setRepeatErrors(repeatErrorsOf(fields));
    setErrors(deskFieldsOfSeries(fields));
  };

  const book = (desk: Desk) => {
    if (repeating) {
      previewSeries(desk);
      return;
    }
    setFailure(null);
    setResult(null);
    const parsed = createBookingBodySchema.safeParse({ desk_id: desk.id, days, ...(timeChoice ?? {}) });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues, t));
      setFailure(t('reservations.failed'));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (response) => {
        const booked = response.results.filter((r) => r.outcome === 'booked').length;
        // lottery mode: days whose draw is ahead become requests 'waiting for confirmation'
        const requested = response.results.filter((r) => r.outcome === 'requested').length;
        if (booked === response.results.length) {
          announce(t('reservations.booked'));
          void navigate(paths.reports);
          return;
        }
        setResult(response);
        announce(
          requested > 0 && booked + requested === response.results.length
            ? t('desk_requests.requested', { count: requested })
            : t('reservations.partly_booked', { booked, total: response.results.length }),
        );
      },
      onError: (error) => {
        const { fields, summary } = requestFailure(error, t, { failed: t('reservations.failed') });
        setErrors(fields);
        setFailure(summary);
        announce([summary, ...Object.values(fields).flat()].join(' '), 'assertive');
      },
    });
  };

  const firstPickerDay = weekStartOf(today, firstWeekdayOf(language));
  const hoursInvalid = timeChoice === null;
  const deskErrors = [
    ...(errors.slot_id ?? []),
    ...(hoursInvalid ? [t('validation.end_after_start')] : (errors.end_minute ?? [])),
    ...(errors.desk_id ?? []),
  ];

  return (
    <div className="page page-wide">
      <div className="columns">
        <div className={planAreas.length > 0 ? 'column' : 'column column-sticky'}>
          <section className="card" aria-label={t('reservations.choice')}>
            {repeating ? (
              <DatePickerField
                label={t('series.start_day')}
                name="start_day"
                today={today}
                value={startDay}
                min={today}
                max={lastBookableDay(today, maxAdvance)}
                isRequired
                errorMessage={errors.start_day?.join(' ')}
                onChange={(day) => {
                  if (day) setStartDay(day);
                  setSeries(null);
                }}
              />
            ) : (
              <DayPicker
                days={pickerDays(firstPickerDay, today, maxAdvance)}
                selected={days}
                today={today}
                maxAdvanceDays={maxAdvance}
                language={language}
                errors={errors.days}
                onChange={onDays}
              />
            )}
            <TimeChoiceField
              slots={group.slots}
              value={time}
              errors={deskErrors}
              onChange={(v) => {
                setTime(v);
                setResult(null);
                setSeries(null);
              }}
            />
            <RepeatFields
              startDay={startDay}
              value={repeat}
              errors={repeatErrors}
              onChange={(next) => {
                // switching on starts the series on the first chosen day
                if (next.enabled && !repeat.enabled && days[0]) setStartDay(days[0]);
                setRepeat(next);
              }}
            />
            <div className="field">
              <label htmlFor={locationFieldId}>{t('reservations.location')}</label>
              <select id={locationFieldId} value={locationId} onChange={(e) => setLocationId(e.target.value)}>
                <option value="">{t('reservations.all_locations')}</option>
                {[...locations].map(([id, name]) => (
                  <option key={id} value={String(id)}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          </section>

          {group.allocation_mode === 'algorithm' && !repeating ? (
            <LotteryRequestPanel group={group} days={days} desks={available.desks ?? []} />
          ) : null}
          {planAreas.length > 0 && !hoursInvalid ? (
            <FloorPlan
              areas={planAreas}
              initialAreaId={wantedAreaId}
              disabled={create.isPending}
              isChoosable={(marker) => marker.state === 'free' && offered.has(marker.resource_id)}
              chooseLabel={(marker) => t(repeating ? 'series.preview_desk' : 'reservations.book_desk', { label: marker.label })}
              onChoose={(marker) => {
                const desk = offered.get(marker.resource_id);
                if (desk) book(desk);
              }}
            />
          ) : null}
        </div>
        <div className="column">
          <section className="card" aria-labelledby="free-desks">
            <h2 id="free-desks">{t('reservations.free_desks')}</h2>
            <FormMessage text={failure} tone="error" />
            {result ? <Outcomes result={result} language={language} /> : null}
            <TeamSeats seats={seats} severalDays={searchedDays.length > 1} language={language} />
            {series ? (
              <SeriesPreview
                key={JSON.stringify(series.body)}
                body={series.body}
                subject={series.subject}
                timeZone={group.time_zone}
                onInvalid={onSeriesInvalid}
                onBooked={() => void navigate(paths.reports)}
              />
            ) : null}
            {!repeating && days.length === 0 ? (
              <p className="muted">{t('reservations.choose_days')}</p>
            ) : hoursInvalid ? (
              <p className="muted">{t('validation.end_after_start')}</p>
            ) : available.isPending ? (
              <p aria-busy="true">{t('app.loading')}</p>
            ) : shown.length === 0 ? (
              <p data-testid="no-desks">{t('reservations.no_desks')}</p>
            ) : (
              <DeskList
                desks={shown}
                disabled={create.isPending}
                onBook={book}
                action={repeating ? 'preview' : 'book'}
                seats={seats}
                wantedAreaId={wantedAreaId}
              />
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

function Outcomes({ result, language }: { result: CreateBookingResponse; language: string }) {
  const { t } = useTranslation();
  return (
    <ul className="outcomes" data-testid="booking-outcomes">
      {result.results.map((r) => (
        <li key={r.day} data-outcome={r.outcome}>
          {fullDate(r.day, language)}: {t(r.outcome === 'requested' ? 'desk_requests.status.waiting' : `reservations.outcome.${r.outcome}`)}
        </li>
      ))}
    </ul>
  );
}
