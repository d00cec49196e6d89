import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { ALL_LOCATIONS, type RoomsResponse } from '../../../../contract/rooms';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { TextInput } from '../../../components/form/TextInput';
import { DatePickerField, TimeRangePickerField } from '../../../components/pickers';
import { equipmentName } from '../../../lib/format';

export interface FilterValues {
  /** A location id, 'all', or '' for the reader's default location (which the answer names). */
  locationId: string;
  people: string;
  equipment: string[];
  day: string;
  time: { start: number; end: number } | null;
}

interface Props {
  values: FilterValues;
  onChange: (next: FilterValues) => void;
  /** locations and equipment the group's rooms have, and the location listed (from the last answer) */
  options: Pick<RoomsResponse, 'location' | 'locations' | 'equipment'> | undefined;
  today: string;
  lastDay: string;
  peopleErrors?: string[];
}

/** The location the switch shows: the chosen one, else the one the answer lists (the reader's default). */
export function shownLocation(values: Pick<FilterValues, 'locationId'>, options: Pick<RoomsResponse, 'location'> | undefined): string {
  if (values.locationId) return values.locationId;
  return options?.location ? String(options.location.id) : ALL_LOCATIONS;
}

/** Location (the reader's default until they switch), number of people, equipment, a day and optionally a time range. */
export function RoomFilters({ values, onChange, options, today, lastDay, peopleErrors }: Props) {
  const { t } = useTranslation();
  const locationFieldId = useId();
  const set =
    <K extends keyof FilterValues>(key: K) =>
    (value: FilterValues[K]) =>
      onChange({ ...values, [key]: value });
  const toggleEquipment = (key: string, isSelected: boolean) =>
    set('equipment')(isSelected ? [...values.equipment, key] : values.equipment.filter((e) => e !== key));
  return (
    <section className="card" aria-labelledby="room-filters">
      <h2 id="room-filters">{t('rooms.filters')}</h2>
      <div className="form">
        <div className="field">
          <label htmlFor={locationFieldId}>{t('rooms.location')}</label>
          <select id={locationFieldId} value={shownLocation(values, options)} onChange={(e) => set('locationId')(e.target.value)}>
            <option value={ALL_LOCATIONS}>{t('rooms.all_locations')}</option>
            {(options?.locations ?? []).map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <TextInput name="people" label={t('rooms.people')} value={values.people} onChange={set('people')} errors={peopleErrors} />
        {options?.equipment.length ? (
          <fieldset className="field">
            <legend>{t('rooms.equipment')}</legend>
            <div className="checkbox-row">
              {options.equipment.map((key) => (
                <CheckboxField
                  key={key}
                  name={`equipment-${key}`}
                  label={equipmentName(key, t)}
                  isSelected={values.equipment.includes(key)}
                  onChange={(isSelected) => toggleEquipment(key, isSelected)}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <DatePickerField
          today={today}
          label={t('rooms.day')}
          name="day"
          value={values.day}
          min={today}
          max={lastDay}
          isRequired
          onChange={(day) => set('day')(day ?? today)}
        />
        <TimeRangePickerField
          label={t('rooms.time')}
          startLabel={t('rooms.start')}
          endLabel={t('rooms.end')}
          value={values.time}
          onChange={set('time')}
        />
        {values.time ? (
          <Button className="button" onPress={() => set('time')(null)}>
            {t('rooms.clear_time')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
