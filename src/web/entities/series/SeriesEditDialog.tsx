import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { Slot } from '../../../contract/group';
import { seriesBodySchema, type Series, type SeriesBody } from '../../../contract/series';
import { issuesToFieldErrors } from '../../components/form/field-errors';
import { TimeRangePickerField, type MinuteRange } from '../../components/pickers/TimeRangePickerField';
import { fullDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { TimeChoiceField, type TimeValue } from '../booking/TimeChoiceField';
import { eventSeriesInput } from './edit-body';
import { RepeatFields } from './RepeatFields';
import { SeriesPreview } from './SeriesPreview';
import { repeatErrorsOf, repeatOfRecurrence, repeatProblems, toRecurrence, translateProblems, type RepeatErrors } from './repeat-value';
import './series.css';

interface Props {
  /** a series the user may change */
  series: Series;
  /** what repeats, in words ('Schreibtisch H-12') */
  name: string;
  slots: readonly Slot[];
  timeZone: string;
  onClose: () => void;
}

/** The desk's time: the stored slot, or the stored hours. */
function initialTime(s: Series): TimeValue {
  return { choice: s.slot_id !== null ? String(s.slot_id) : 'hours', start: s.start_minute, end: s.end_minute };
}

function timeChoiceOf(value: TimeValue) {
  return value.choice === 'hours' ? { start_minute: value.start, end_minute: value.end } : { slot_id: Number(value.choice) };
}

const TIME_FIELDS = ['slot_id', 'start_minute', 'end_minute'] as const;
const timeErrorsOf = (fields: Partial<Record<string, string[]>>) => TIME_FIELDS.flatMap((f) => fields[f] ?? []);

/**
 * 'Serie ändern': its time (a desk's slot or hours, a room's or bookable's time range) and rule (prefilled),
 * then the preview of the change — the series' own later occurrences are not conflicts there — and
 * 'Änderung speichern'. The first day stays; a room or bookable series keeps its title, details and invitees.
 */
export function SeriesEditDialog({ series: s, name, slots, timeZone, onClose }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [time, setTime] = useState<TimeValue>(() => initialTime(s));
  const [range, setRange] = useState<MinuteRange | null>({ start: s.start_minute, end: s.end_minute });
  const [repeat, setRepeat] = useState(() => repeatOfRecurrence(s.recurrence));
  const [timeErrors, setTimeErrors] = useState<string[]>([]);
  const [repeatErrors, setRepeatErrors] = useState<RepeatErrors>({});
  const [body, setBody] = useState<SeriesBody | null>(null);

  const change = <T,>(set: (v: T) => void) => {
    return (value: T) => {
      set(value);
      setBody(null);
    };
  };

  const preview = () => {
    const problems = repeatProblems(repeat, s.start_day);
    const recurrence = toRecurrence(repeat);
    const input =
      s.kind === 'desk'
        ? { kind: 'desk', resource_id: s.resource.id, start_day: s.start_day, recurrence, ...timeChoiceOf(time) }
        : eventSeriesInput(s, range ?? { start: 0, end: 0 }, recurrence);
    const parsed = seriesBodySchema.safeParse(input);
    setRepeatErrors(translateProblems(problems, t));
    const other = parsed.success
      ? {}
      : issuesToFieldErrors(
          parsed.error.issues.filter((i) => i.path[0] !== 'recurrence'),
          t,
        );
    setTimeErrors(range === null && s.kind !== 'desk' ? [t('validation.required')] : timeErrorsOf(other));
    setBody(problems.length === 0 && parsed.success ? parsed.data : null);
  };

  const onInvalid = (fields: Record<string, string[]>) => {
    setRepeatErrors(repeatErrorsOf(fields));
    setTimeErrors(timeErrorsOf(fields));
    setBody(null);
  };

  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="modal series-edit-modal">
        <Dialog className="dialog" data-testid="series-edit">
          <Heading slot="title">{t('series_edit.title', { resource: name })}</Heading>
          <p className="muted">{t('series_edit.help')}</p>
          <p>{t('series_edit.start_day', { date: fullDate(s.start_day, language) })}</p>
          {s.kind === 'desk' ? (
            <TimeChoiceField slots={slots} value={time} errors={timeErrors} onChange={change(setTime)} />
          ) : (
            <TimeRangePickerField
              label={t('series_edit.time_range')}
              startLabel={t('series_edit.time_start')}
              endLabel={t('series_edit.time_end')}
              value={range}
              isRequired
              errorMessage={timeErrors.length ? timeErrors.join(' ') : undefined}
              onChange={change(setRange)}
            />
          )}
          <RepeatFields startDay={s.start_day} value={repeat} onChange={change(setRepeat)} errors={repeatErrors} alwaysOn />
          <div className="dialog-actions">
            <Button className="button" onPress={onClose}>
              {t('series_edit.close')}
            </Button>
            <Button className="button office-primary" onPress={preview}>
              {t('series_edit.preview')}
            </Button>
          </div>
          {body ? <SeriesPreview body={body} timeZone={timeZone} seriesId={s.id} onBooked={onClose} onInvalid={onInvalid} /> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
