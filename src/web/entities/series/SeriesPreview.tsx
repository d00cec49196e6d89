import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { SeriesBody, SeriesPreview as SeriesPreviewData, SeriesWriteResponse } from '../../../contract/series';
import { FormMessage } from '../../components/form/FormMessage';
import { requestFailure } from '../../components/form/request-failure';
import { announce } from '../../lib/announcer';
import { isApiError } from '../../lib/api-error';
import { bookingTime } from '../../lib/format';
import { compactDate } from './rule-text';
import { currentLanguage } from '../../lib/i18n';
import { useCreateSeries } from './api/create-series';
import { useUpdateSeries } from './api/update-series';
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
  /** Changing this series: the preview is of the change, and the button saves it (`PUT series/:id`). */
  seriesId?: number | null;
}

/**
 * Every occurrence of the series with what booking would do to it (text and icon), a summary, and 'Serie
 * buchen': it confirms the conflicts the user has seen here, and books nothing behind their back otherwise.
 */
export function SeriesPreview({ body, subject, timeZone, onBooked, onInvalid, seriesId = null }: Props) {
  const { t } = useTranslation();
  const preview = useSeriesPreview(body, seriesId);
  // the preview appears where the user may not look (below the form, above a long list): it is brought into view
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

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

  return (
    <section className="series-preview" aria-labelledby="series-preview-title" data-testid="series-preview">
      <h3 id="series-preview-title" ref={heading} tabIndex={-1}>
        {t('series.preview_title')}
      </h3>
      {subject ? <p data-testid="series-subject">{subject}</p> : null}
      {preview.isPending ? (
        <p aria-busy="true">{t('series.preview_loading')}</p>
      ) : preview.data ? (
        <PreviewResult
          preview={preview.data}
          body={body}
          timeZone={timeZone}
          isRefreshing={preview.isFetching}
          onBooked={onBooked}
          onInvalid={onInvalid}
          seriesId={seriesId}
        />
      ) : (
        <FormMessage text={previewFailure?.summary ?? null} tone="error" />
      )}
    </section>
  );
}

interface ResultProps extends Pick<Props, 'body' | 'timeZone' | 'onBooked' | 'onInvalid'> {
  seriesId: number | null;
  preview: SeriesPreviewData;
  /** the preview is being fetched again (after a refused booking): booking waits for it */
  isRefreshing: boolean;
}

/** The occurrences with their outcomes, the summary, and the button that books the series. */
function PreviewResult({ preview, body, timeZone, isRefreshing, onBooked, onInvalid, seriesId }: ResultProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const create = useCreateSeries();
  const update = useUpdateSeries();
  const write = seriesId === null ? create : update;
  const [failure, setFailure] = useState<string | null>(null);
  const { occurrences } = preview;
  const { free, total, hasConflicts } = previewSummary(occurrences);

  const book = () => {
    setFailure(null);
    const confirmed = { ...body, confirm: hasConflicts };
    const handlers = {
      onSuccess: (response: SeriesWriteResponse) => {
        const booked = previewSummary(response.occurrences).free;
        announce(t(seriesId === null ? 'series.booked' : 'series_edit.saved', { count: booked }));
        onBooked(response);
      },
      onError: (error: Error) => {
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
    };
    if (seriesId === null) create.mutate(confirmed, handlers);
    else update.mutate({ id: seriesId, body: confirmed }, handlers);
  };

  return (
    <>
      <div role="status">
        <p className="series-summary" data-testid="series-summary">
          {t('series.summary', { free, total })}
        </p>
        {hasConflicts && free > 0 ? <p className="muted">{t('series.conflicts_note')}</p> : null}
      </div>
      <ol className="occurrence-list" data-testid="series-occurrences">
        {occurrences.map((o) => (
          <li key={o.start_at} data-day={o.day} data-outcome={o.outcome} className={`occurrence outcome-${o.outcome}`}>
            <span className="occurrence-when">
              {compactDate(o.day, language)}, {bookingTime(o, language, timeZone)}
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
          <Button className="button office-primary" onPress={book} isDisabled={write.isPending || isRefreshing}>
            {write.isPending ? t('form.saving') : t(seriesId === null ? 'series.book' : 'series_edit.save')}
          </Button>
        </div>
      )}
    </>
  );
}
