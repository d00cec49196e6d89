import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { CATERING_LINES_MAX, type CateringItem } from '../../../contract/rooms';
import { FieldSelect } from '../../components/form/FieldSelect';
import { TextInput } from '../../components/form/TextInput';
import { TimePickerField } from '../../components/pickers';
import type { CateringDraft } from './event-details-draft';

interface Props {
  offer: readonly CateringItem[];
  lines: CateringDraft[];
  onChange: (next: CateringDraft[]) => void;
  /** the first serving time a new line gets (the meeting's start) */
  defaultMinute: number | null;
  errors?: string[];
}

/** Catering lines from the location's offer: item, quantity and serving time; lines can be added and removed. */
export function CateringFields({ offer, lines, onChange, defaultMinute, errors = [] }: Props) {
  const { t } = useTranslation();
  const update = (key: number, patch: Partial<CateringDraft>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const add = () =>
    onChange([...lines, { key: Math.max(0, ...lines.map((l) => l.key)) + 1, itemId: '', quantity: '', serveMinute: defaultMinute }]);
  return (
    <fieldset className="field" data-testid="catering">
      <legend className="h2-label">{t('catering.offer')}</legend>
      {offer.length === 0 ? (
        <p className="muted">{t('catering.none_offered')}</p>
      ) : (
        <>
          {lines.map((line, index) => (
            <div key={line.key} className="catering-line" role="group" aria-label={t('catering.line', { n: index + 1 })}>
              <FieldSelect
                name={`catering-item-${index + 1}`}
                label={t('catering.item')}
                value={line.itemId}
                onChange={(itemId) => update(line.key, { itemId })}
                isRequired
              >
                <option value="">{t('catering.choose_item')}</option>
                {offer.map((item) => (
                  <option key={item.id} value={String(item.id)}>
                    {item.name}
                  </option>
                ))}
              </FieldSelect>
              <TextInput
                name={`catering-quantity-${index + 1}`}
                label={t('catering.quantity')}
                value={line.quantity}
                onChange={(quantity) => update(line.key, { quantity })}
                isRequired
              />
              <TimePickerField
                label={t('catering.serve_time')}
                value={line.serveMinute}
                onChange={(serveMinute) => update(line.key, { serveMinute })}
                isRequired
              />
              <Button
                className="button"
                onPress={() => onChange(lines.filter((l) => l.key !== line.key))}
                aria-label={t('catering.remove_label', { n: index + 1 })}
              >
                {t('catering.remove')}
              </Button>
            </div>
          ))}
          {errors.length ? (
            <p className="field-error" data-testid="catering-error">
              {errors.join(' ')}
            </p>
          ) : null}
          {lines.length < CATERING_LINES_MAX ? (
            <Button className="button" onPress={add}>
              {t('catering.add')}
            </Button>
          ) : null}
        </>
      )}
    </fieldset>
  );
}
