import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { SeriesBody, SeriesWriteResponse } from '../../../contract/series';
import { FormMessage } from '../../components/form/FormMessage';
import { requestFailure } from '../../components/form/request-failure';
import { announce } from '../../lib/announcer';
import { isApiError } from '../../lib/api-error';
import { bookingTime, fullDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useCreateSeries } from './api/create-series';
import { useSeriesPreview } from './api/preview-series';
import { OutcomeIcon } from './OutcomeIcon';
import { previewSummary } from './outcomes';
import './series.css';

interface Props {
  /** the validated series the form describes */
  body: SeriesBody;
  /** what repeats, in words ('Schreibtisch H-12 · jeden Dienstag, 8 Termine') */
  subject?: string;
  /** the group's zone, for the occurrences' times */
  timeZone: string;
  onBooked: (response: SeriesWriteResponse) => void;
  /** a 422 of the preview or the booking: the form shows the messages at its fields */
  onInvalid: (fields: Record<string, string[]>) => void;
}

/**
 * Every occurrence of the series with what booking would do to it (text and icon), a summary, and 'Serie
 * buchen': it confirms the conflicts the user has seen here, and books nothing behind their back otherwise.
 */
export function SeriesPreview({ body, subject, timeZone, onBooked, onInvalid }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const preview = useSeriesPreview(body);
  const create = useCreateSeries();
  const [failure, setFailure] = useState<string | null>(null);

  const previewError = preview.error;
  const previewFailure = previewError
    ? requestFailure(previewError, t, { failed: t('series.failed'), invalid: t('errors.validation') })
    : null;
  // a refused preview: its 422 messages go to the form's fields, and the whole is said once per answer
  const handledError = useRef<unknown>(null);
  useEffect(() => {
    if (!previewError || handledError.current === previewError) return;
    handledError.current = previewError;
    const result = requestFailure(previewError, t, { failed: t('series.failed'), invalid: t('errors.validation') });
    if (result.isValidation) onInvalid(result.fields);
    announce([result.summary, ...Object.values(result.fields).flat()].filter(Boolean).join(' '), 'assertive');
  }, [previewError, onInvalid, t]);

  if (preview.isPending)
    return (
      <section className="series-preview" aria-labelledby="series-preview-title" data-testid="series-preview">
        <h3 id="series-preview-title">{t('series.preview_title')}</h3>
        <p aria-busy="true">{t('series.preview_loading')}</p>
      </section>
    );
  if (!preview.data)
    return (
      <section className="series-preview" aria-labelledby="series-preview-title" data-testid="series-preview">
        <h3 id="series-preview-title">{t('series.preview_title')}</h3>
        <FormMessage text={previewFailure?.summary ?? null} tone="error" />
      </section>
    );

  const { occurrences } = preview.data;
  const { free, total, hasConflicts } = previewSummary(occurrences);

  const book = () => {
    setFailure(null);
    create.mutate(
      { ...body, confirm: hasConflicts },
      {
        onSuccess: (response) => {
          const booked = previewSummary(response.occurrences).free;
          announce(t('series.booked', { count: booked }));
          onBooked(response);
        },
        onError: (error) => {
          // someone booked an occurrence since the preview: it is fetched again (onSettled) and shown
          if (isApiError(error) && error.status === 409) {
            setFailure(t('series.changed'));
            announce(t('series.changed'), 'assertive');
            return;
          }
          const result = requestFailure(error, t, { failed: t('series.failed'), invalid: t('errors.validation') });
          setFailure(result.summary);
          if (result.isValidation) onInvalid(result.fields);
          announce([result.summary, ...Object.values(result.fields).flat()].filter(Boolean).join(' '), 'assertive');
        },
      },
    );
  };

  return (
    <section className="series-preview" aria-labelledby="series-preview-title" data-testid="series-preview">
      <h3 id="series-preview-title">{t('series.preview_title')}</h3>
      {subject ? <p data-testid="series-subject">{subject}</p> : null}
      <p className="series-summary" data-testid="series-summary" role="status">
        {t('series.summary', { free, total })}
        {hasConflicts && free > 0 ? ` ${t('series.conflicts_note')}` : ''}
      </p>
      <ol className="occurrence-list" data-testid="series-occurrences">
        {occurrences.map((o) => (
          <li key={o.start_at} data-day={o.day} data-outcome={o.outcome} className={`occurrence outcome-${o.outcome}`}>
            <span className="occurrence-when">
              {fullDate(o.day, language)}, {bookingTime(o, language, timeZone)}
            </span>
            <span className="occurrence-outcome">
              <OutcomeIcon outcome={o.outcome} />
              {t(`series.outcome.${o.outcome}`)}
            </span>
          </li>
        ))}
      </ol>
      <FormMessage text={failure} tone="error" />
      {free === 0 ? (
        <p className="muted">{t('series.nothing_free')}</p>
      ) : (
        <div className="actions">
          <Button className="button office-primary" onPress={book} isDisabled={create.isPending || preview.isFetching}>
            {create.isPending ? t('form.saving') : t('series.book')}
          </Button>
        </div>
      )}
    </section>
  );
}
