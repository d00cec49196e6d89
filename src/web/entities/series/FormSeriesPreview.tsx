import { useTranslation } from 'react-i18next';
import type { SeriesWriteResponse } from '../../../contract/series';
import type { useFormPreview } from './series-form';
import { SeriesPreview } from './SeriesPreview';

interface Props {
  preview: ReturnType<typeof useFormPreview>;
  timeZone: string;
  onBooked: (response: SeriesWriteResponse) => void;
  onInvalid: (fields: Record<string, string[]>) => void;
}

/** Under a booking form that repeats: the preview made for the form's input, or a note that the input changed since. */
export function FormSeriesPreview({ preview, timeZone, onBooked, onInvalid }: Props) {
  const { t } = useTranslation();
  if (preview.current) {
    return (
      <SeriesPreview
        key={preview.current.signature}
        body={preview.current.body}
        subject={preview.current.subject}
        timeZone={timeZone}
        onInvalid={onInvalid}
        onBooked={onBooked}
      />
    );
  }
  return preview.stale ? (
    <p className="muted" data-testid="series-preview-stale">
      {t('series.preview_stale')}
    </p>
  ) : null;
}
