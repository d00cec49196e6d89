import { memo, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { Slot } from '../../../contract/group';
import type { Series } from '../../../contract/series';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { announce } from '../../lib/announcer';
import { bookingTime, fullDate, minuteLabel } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useNow } from '../../lib/use-today';
import { useCancelOccurrence, useCancelSeries } from './api/cancel-series';
import { useMySeries } from './api/get-series';
import { compactDate, ruleText } from './rule-text';
import './series.css';

// The dialog brings the time pickers (67 KB gzip, more than any other part of the calendar screen): loaded when a
// series is edited.
const SeriesEditDialog = lazy(() => import('./SeriesEditDialog').then((m) => ({ default: m.SeriesEditDialog })));

type Occurrence = Series['occurrences'][number];
/** What the dialog asks about: one occurrence, or the series from today on. */
type Pending = { series: Series; occurrence: Occurrence } | { series: Series; occurrence: null };

/** Statuses of an occurrence that still hold (or wait for) the place. */
const ACTIVE = new Set<Occurrence['status']>(['booked', 'reserved', 'waiting']);

/**
 * The calendar's card 'Meine Serien': one entry per series, its occurrences on demand, cancel one or all from
 * today, change a desk series (`slots`: the group's, for its time).
 */
export const SeriesCard = memo(function SeriesCard({ timeZone, slots }: { timeZone: string; slots: readonly Slot[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const series = useMySeries();
  const cancelSeries = useCancelSeries();
  const cancelOccurrence = useCancelOccurrence();
  const [pending, setPending] = useState<Pending | null>(null);
  const [editing, setEditing] = useState<Series | null>(null);

  const resourceName = (s: Series) => t(`series.kind.${s.kind}`, { label: s.resource.label });

  const confirm = () => {
    const asked = pending;
    setPending(null);
    if (!asked) return;
    const resource = resourceName(asked.series);
    if (asked.occurrence) {
      const date = fullDate(asked.occurrence.day, language);
      cancelOccurrence.mutate(
        { kind: asked.series.kind, bookingId: asked.occurrence.booking_id },
        { onSuccess: () => announce(t('series.cancelled_one', { date })) },
      );
    } else {
      cancelSeries.mutate(asked.series.id, { onSuccess: () => announce(t('series.cancelled_series', { resource })) });
    }
  };

  return (
    <section className="card" aria-labelledby="series-card-title" data-testid="series-card">
      <h2 id="series-card-title">{t('series.card_title')}</h2>
      {!series.data ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : series.data.length === 0 ? (
        <p className="muted">{t('series.none')}</p>
      ) : (
        <ul className="series-list">
          {series.data.map((s) => (
            <SeriesItem
              key={s.id}
              series={s}
              name={resourceName(s)}
              timeZone={timeZone}
              busy={cancelSeries.isPending || cancelOccurrence.isPending}
              onCancelOccurrence={(occurrence) => setPending({ series: s, occurrence })}
              onCancelSeries={() => setPending({ series: s, occurrence: null })}
              onEdit={() => setEditing(s)}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <SeriesEditDialog
            series={editing}
            name={resourceName(editing)}
            slots={slots}
            timeZone={timeZone}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={t(pending.occurrence ? 'series.cancel_one_title' : 'series.cancel_series_title')}
          text={
            pending.occurrence
              ? t('series.cancel_one_question', {
                  date: fullDate(pending.occurrence.day, language),
                  resource: resourceName(pending.series),
                })
              : t('series.cancel_series_question', { resource: resourceName(pending.series) })
          }
          confirmLabel={t(pending.occurrence ? 'series.cancel_one_confirm' : 'series.cancel_series_confirm')}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </section>
  );
});

interface ItemProps {
  series: Series;
  name: string;
  timeZone: string;
  busy: boolean;
  onCancelOccurrence: (occurrence: Occurrence) => void;
  onCancelSeries: () => void;
  onEdit: () => void;
}

/**
 * Only desk series can be changed here: a room or bookable series' event details (description, catering,
 * invitees…) are not in `GET series`, and a change would have to send them again.
 */
const canChange = (s: Series) => s.can_edit && !s.cancelled_at && (s.kind === 'desk' || s.details !== null);

function SeriesItem({ series: s, name, timeZone, busy, onCancelOccurrence, onCancelSeries, onEdit }: ItemProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const now = useNow().getTime();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const occurrences = [...s.occurrences].sort((a, b) => a.start_at.localeCompare(b.start_at));
  const bookedDays = new Set(occurrences.map((o) => o.day));
  const requested = s.requested_days.filter((d) => !bookedDays.has(d)).sort();
  const count = occurrences.length + requested.length;

  return (
    <li className="series-item" data-series-id={s.id} data-resource={s.resource.label}>
      <div className="series-head">
        <div>
          <strong>{s.title ? `${s.title} · ${name}` : name}</strong>
          {s.resource.place ? <span className="muted"> · {s.resource.place}</span> : null}
          <br />
          <span data-testid="series-rule">{ruleText(s.recurrence, s.start_day, language, t)}</span>
          <span className="muted">
            {' '}
            · {minuteLabel(s.start_minute)}–{minuteLabel(s.end_minute)}
          </span>
        </div>
        <div className="booking-actions">
          <Button className="button" aria-expanded={open} aria-controls={open ? listId : undefined} onPress={() => setOpen(!open)}>
            {t('series.occurrences')} ({count})
          </Button>
          {canChange(s) ? (
            <Button className="button" isDisabled={busy} onPress={onEdit} aria-label={t('series_edit.open_label', { resource: name })}>
              {t('series_edit.open')}
            </Button>
          ) : null}
          {s.can_edit && !s.cancelled_at ? (
            <Button
              className="button danger"
              isDisabled={busy}
              onPress={onCancelSeries}
              aria-label={t('series.cancel_series_label', { resource: name })}
            >
              {t('series.cancel_series')}
            </Button>
          ) : null}
        </div>
      </div>
      {open ? (
        <ul id={listId} className="series-occurrences" aria-label={t('series.occurrences_of', { resource: name })}>
          {occurrences.map((o) => {
            const date = fullDate(o.day, language);
            const canCancel = ACTIVE.has(o.status) && new Date(o.end_at).getTime() > now;
            return (
              <li key={o.booking_id} data-booking-id={o.booking_id} data-day={o.day} data-status={o.status}>
                <span>
                  {compactDate(o.day, language)}, {bookingTime(o, language, timeZone)}
                  <span className={`series-badge series-status-${o.status}`}>{t(`series.status.${o.status}`)}</span>
                </span>
                {canCancel ? (
                  <Button
                    className="button"
                    isDisabled={busy}
                    onPress={() => onCancelOccurrence(o)}
                    aria-label={t('series.cancel_one_label', { date })}
                  >
                    {t('series.cancel_one')}
                  </Button>
                ) : null}
              </li>
            );
          })}
          {requested.map((day) => (
            <li key={day} data-day={day} data-status="requested">
              <span>
                {compactDate(day, language)}
                <span className="series-badge">{t('series.requested_day')}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
