import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { editBookingsBodySchema, type Booking, type CreateBookingResponse } from '../../../../contract/bookings';
import type { EgoResponse } from '../../../../contract/ego';
import { MULTI_DAY_EDIT_MAX_DAYS } from '../../../../contract/limits';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { isApiError } from '../../../lib/api-error';
import { showError } from '../../../lib/error-store';
import { currentLanguage } from '../../../lib/i18n';
import { useMyBookings } from '../../../entities/booking/get-my-bookings';
import { bookingTime, fullDate } from '../../../lib/format';
import { useEgo } from '../../../entities/ego/get-ego';
import { useEditBookings } from '../api/edit-bookings';
import { useDesksFreeOnAll } from '../../../entities/booking/get-available-desks';
import { TimeChoiceField } from '../../../entities/booking/TimeChoiceField';
import { deskSearches, editBody, isNewTime, parseEditIds, toEditTime } from '../../../entities/booking-selection/edit-selection';
import '../../../styles/bookings.css';
import '../../../entities/booking-selection/booking-edit.css';
import { paths } from '../../../lib/paths';
import { requestFailure } from '../../../components/form/request-failure';

const SERVER_FIELDS = ['slot_id', 'start_minute', 'end_minute', 'desk_id'];

/** /bookings/edit?ids=1,2,3: move up to five own bookings to another slot, hours and/or desk (spec §5). */
export default function BookingEditPage() {
  const { t } = useTranslation();
  const ego = useEgo();
  const [params] = useSearchParams();
  const ids = parseEditIds(params.get('ids'));
  const bookings = useMyBookings();
  return (
    <>
      <SubPageHeader title={t('booking_edit.title')} backTo={paths.reports} />
      {ego.data && bookings.data ? (
        <EditScreen ego={ego.data} ids={ids} bookings={bookings.data} />
      ) : (
        <p className="page" aria-busy="true">
          {t('app.loading')}
        </p>
      )}
    </>
  );
}

function EditScreen({ ego, ids, bookings }: { ego: EgoResponse; ids: number[]; bookings: readonly Booking[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const timeZone = ego.group.time_zone;
  // the selection as it was when the screen opened: after saving, the moved days get new ids
  const [selection] = useState(() =>
    bookings.filter((b) => ids.includes(b.id)).sort((a, b) => a.day.localeCompare(b.day) || a.start_at.localeCompare(b.start_at)),
  );
  const missing = ids.length > selection.length;
  const tooMany = ids.length > MULTI_DAY_EDIT_MAX_DAYS;
  const [result, setResult] = useState<CreateBookingResponse | null>(null);

  if (selection.length === 0) {
    return (
      <div className="page">
        <section className="card">
          <p data-testid="edit-none">{t(ids.length ? 'booking_edit.not_found' : 'booking_edit.none_selected')}</p>
          <Link to={paths.reports} className="button office-primary">
            {t('booking_edit.to_reports')}
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="page">
      <section className="card" aria-labelledby="edit-days">
        <h2 id="edit-days">{t('booking_edit.days')}</h2>
        {missing ? <FormMessage text={t('booking_edit.not_found')} tone="error" /> : null}
        <ul className="edit-days" data-testid="edit-days">
          {selection.map((b) => (
            <li key={b.id} data-booking-id={b.id}>
              <strong>{fullDate(b.day, language)}</strong>
              <br />
              {bookingTime(b, language, timeZone)} · {t('bookings.desk', { label: b.desk.label })}
              <span className="muted">
                {' '}
                · {b.desk.location.name}, {b.desk.area.name}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {result ? (
        <Outcomes result={result} language={language} timeZone={timeZone} />
      ) : (
        <EditForm ego={ego} selection={selection} tooMany={tooMany} onDone={setResult} />
      )}
    </div>
  );
}

function EditForm({
  ego,
  selection,
  tooMany,
  onDone,
}: {
  ego: EgoResponse;
  selection: readonly Booking[];
  tooMany: boolean;
  onDone: (r: CreateBookingResponse) => void;
}) {
  const { t } = useTranslation();
  const timeZone = ego.group.time_zone;
  const form = useForm({ choice: 'keep', start: String(8 * 60), end: String(17 * 60), desk: '' });
  const [failure, setFailure] = useState<string | null>(tooMany ? t('booking_edit.limit', { max: MULTI_DAY_EDIT_MAX_DAYS }) : null);
  const edit = useEditBookings();
  const deskFieldId = useId();
  const deskHelpId = useId();
  const deskErrorId = useId();

  const timeValue = { choice: form.values.choice, start: Number(form.values.start), end: Number(form.values.end) };
  const time = toEditTime(timeValue);
  const free = useDesksFreeOnAll(time ? deskSearches(selection, time, timeZone) : [], time !== null);
  const currentDesks = new Set(selection.map((b) => b.desk.id));
  // a desk every day already has is no change; the chosen one stays listed while the list reloads
  const desks = (free.desks ?? []).filter((d) => !(currentDesks.size === 1 && currentDesks.has(d.id)));
  const groups = new Map<string, typeof desks>();
  for (const desk of desks) {
    const key = `${desk.location.name} · ${desk.area.name}`;
    groups.set(key, [...(groups.get(key) ?? []), desk]);
  }
  const deskStillFree = !form.values.desk || desks.some((d) => String(d.id) === form.values.desk) || free.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (tooMany) {
      const text = t('booking_edit.limit', { max: MULTI_DAY_EDIT_MAX_DAYS });
      setFailure(text);
      announce(text, 'assertive');
      return;
    }
    if (!time) return form.showErrors({ end_minute: [t('validation.end_after_start')] });
    if (!form.values.desk && !isNewTime(time)) {
      const text = t('booking_edit.nothing_to_change');
      form.showErrors({ slot_id: [text] });
      setFailure(text);
      announce(text, 'assertive');
      return;
    }
    const body = form.validate(
      editBookingsBodySchema,
      editBody(
        selection.map((b) => b.id),
        time,
        form.values.desk,
      ),
    );
    if (!body) return;
    edit.mutate(body, {
      onSuccess: (response) => {
        const changed = response.results.filter((r) => r.outcome === 'booked').length;
        announce(t('booking_edit.changed_summary', { changed, total: response.results.length }));
        onDone(response);
      },
      onError: (error) => {
        if (!isApiError(error) || error.status === 0 || error.status >= 500) return showError(error);
        // the server names the body's fields; booking_ids has no field on this screen
        const { fields, summary } = requestFailure(error, t, { failed: t('booking_edit.failed'), formFields: SERVER_FIELDS });
        const text = summary ?? t('booking_edit.failed');
        form.showErrors(fields);
        setFailure(text);
        announce(text, 'assertive');
      },
    });
  };

  const timeErrors = [...(form.errors.slot_id ?? []), ...(form.errors.start_minute ?? []), ...(form.errors.end_minute ?? [])];
  const deskErrors = form.errors.desk_id ?? [];
  return (
    <section className="card" aria-labelledby="edit-changes">
      <h2 id="edit-changes" className="visually-hidden">
        {t('booking_edit.title')}
      </h2>
      <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
        <FormMessage text={failure} tone="error" />
        <TimeChoiceField
          label={t('booking_edit.time')}
          keepLabel={t('booking_edit.keep_time')}
          slots={ego.group.slots}
          value={timeValue}
          errors={timeErrors}
          onChange={(v) => form.setValues((prev) => ({ ...prev, choice: v.choice, start: String(v.start), end: String(v.end) }))}
        />
        <div className="field">
          <label htmlFor={deskFieldId}>{t('booking_edit.desk')}</label>
          <select
            id={deskFieldId}
            value={deskStillFree ? form.values.desk : ''}
            aria-describedby={deskErrors.length ? `${deskHelpId} ${deskErrorId}` : deskHelpId}
            aria-invalid={deskErrors.length > 0 || undefined}
            aria-busy={free.isPending || undefined}
            onChange={(e) => form.setField('desk')(e.target.value)}
          >
            <option value="">{t('booking_edit.keep_desk')}</option>
            {[...groups].map(([place, list]) => (
              <optgroup key={place} label={place}>
                {list.map((d) => (
                  <option key={d.id} value={String(d.id)}>
                    {d.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p id={deskHelpId} className="muted">
            {free.isPending ? t('booking_edit.desks_loading') : t('booking_edit.desk_help')}
          </p>
          {deskErrors.length ? (
            <p id={deskErrorId} className="field-error">
              {deskErrors.join(' ')}
            </p>
          ) : null}
        </div>
        <SubmitButton label={t('booking_edit.submit')} isPending={edit.isPending} />
      </form>
    </section>
  );
}

function Outcomes({ result, language, timeZone }: { result: CreateBookingResponse; language: string; timeZone: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // keyboard and screen-reader users land on the result
  useEffect(() => heading.current?.focus(), []);
  const changed = result.results.filter((r) => r.outcome === 'booked').length;
  return (
    <section className="card" aria-labelledby="edit-result" data-testid="edit-result">
      <h2 id="edit-result" ref={heading} tabIndex={-1}>
        {t('booking_edit.result')}
      </h2>
      <p>{t('booking_edit.changed_summary', { changed, total: result.results.length })}</p>
      <ul className="edit-outcomes" data-testid="edit-outcomes">
        {result.results.map((r) => (
          <li key={r.day} data-outcome={r.outcome}>
            {fullDate(r.day, language)}: {t(`booking_edit.outcome.${r.outcome}`)}
            {r.booking ? ` (${bookingTime(r.booking, language, timeZone)}, ${t('bookings.desk', { label: r.booking.desk.label })})` : null}
          </li>
        ))}
      </ul>
      <Link to={paths.reports} className="button office-primary">
        {t('booking_edit.to_reports')}
      </Link>
    </section>
  );
}
