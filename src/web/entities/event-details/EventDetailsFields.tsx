import { useTranslation } from 'react-i18next';
import { Label } from 'react-aria-components/Label';
import { TextField } from 'react-aria-components/TextField';
import { TextArea } from 'react-aria-components/TextArea';
import { FieldError } from 'react-aria-components/FieldError';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FieldSelect } from '../../components/form/FieldSelect';
import type { FieldErrors } from '../../components/form/field-errors';
import { TextInput } from '../../components/form/TextInput';
import { equipmentName } from '../../lib/format';
import { layoutName } from '../room-booking/room-booking-text';
import type { DetailValues, EventOffer } from './event-details-draft';

interface Props {
  values: DetailValues;
  setField: (name: keyof DetailValues) => (value: string) => void;
  /** what the chosen room or bookable offers (undefined: none chosen yet) */
  offer: EventOffer | undefined;
  /** the help under the attendee count, e.g. the room's capacity */
  attendeeHelp?: string;
  equipment: string[];
  onEquipment: (next: string[]) => void;
  errors: FieldErrors;
}

/** Title, description, supervisor, phone, personnel number, attendees, layout and equipment of a meeting or event. */
export function EventDetailsFields({ values, setField, offer, attendeeHelp, equipment, onEquipment, errors }: Props) {
  const { t } = useTranslation();
  const descriptionErrors = errors.description ?? [];
  return (
    <fieldset className="field form">
      <legend className="h2-label">{t('room_booking.details')}</legend>
      <TextInput
        name="title"
        label={t('room_booking.event_title')}
        value={values.title}
        onChange={setField('title')}
        errors={errors.title}
        isRequired
      />
      <TextField
        className="field"
        name="description"
        value={values.description}
        onChange={setField('description')}
        isInvalid={descriptionErrors.length > 0}
        validationBehavior="aria"
      >
        <Label>{t('room_booking.description')}</Label>
        <TextArea data-field="description" rows={3} />
        <FieldError className="field-error">{descriptionErrors.join(' ')}</FieldError>
      </TextField>
      <TextInput
        name="supervisor"
        label={t('room_booking.supervisor')}
        value={values.supervisor}
        onChange={setField('supervisor')}
        errors={errors.supervisor}
      />
      <TextInput
        name="phone_number"
        label={t('room_booking.phone_number')}
        value={values.phone_number}
        onChange={setField('phone_number')}
        errors={errors.phone_number}
        autoComplete="tel"
      />
      <TextInput
        name="person_number"
        label={t('room_booking.person_number')}
        value={values.person_number}
        onChange={setField('person_number')}
        errors={errors.person_number}
      />
      <TextInput
        name="attendee_count"
        label={t('room_booking.attendee_count')}
        value={values.attendee_count}
        onChange={setField('attendee_count')}
        errors={errors.attendee_count}
        description={attendeeHelp}
        isRequired
      />
      {offer?.layouts.length ? (
        <FieldSelect
          name="layout"
          label={t('room_booking.layout')}
          value={values.layout}
          onChange={setField('layout')}
          errors={errors.layout}
        >
          <option value="">{t('room_booking.no_layout')}</option>
          {offer.layouts.map((l) => (
            <option key={l} value={l}>
              {layoutName(l, t)}
            </option>
          ))}
        </FieldSelect>
      ) : null}
      {offer?.equipment.length ? (
        <fieldset className="field">
          <legend>{t('room_booking.equipment')}</legend>
          <div className="checkbox-row">
            {offer.equipment.map((key) => (
              <CheckboxField
                key={key}
                name={`equipment-${key}`}
                label={equipmentName(key, t)}
                isSelected={equipment.includes(key)}
                onChange={(on) => onEquipment(on ? [...equipment, key] : equipment.filter((e) => e !== key))}
              />
            ))}
          </div>
          {errors.equipment?.length ? <p className="field-error">{errors.equipment.join(' ')}</p> : null}
        </fieldset>
      ) : null}
    </fieldset>
  );
}
