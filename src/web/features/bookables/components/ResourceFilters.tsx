import { useTranslation } from 'react-i18next';
import type { BookableCategory, BookableResourcesResponse } from '../../../../contract/bookables';
import { FieldSelect } from '../../../components/form/FieldSelect';
import { DatePickerField } from '../../../components/pickers';

export interface ResourceFilterValues {
  category: BookableCategory | '';
  locationId: string;
  day: string;
}

interface Props {
  values: ResourceFilterValues;
  onChange: (next: ResourceFilterValues) => void;
  /** the categories and locations the group's bookables have (from the last answer) */
  options: Pick<BookableResourcesResponse, 'categories' | 'locations'> | undefined;
  today: string;
  lastDay: string;
}

/** Category, location and the day whose bookings each resource shows. */
export function ResourceFilters({ values, onChange, options, today, lastDay }: Props) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="bookable-filters">
      <h2 id="bookable-filters">{t('bookables.filters')}</h2>
      <div className="form filter-row">
        <FieldSelect
          name="category"
          label={t('bookables.category')}
          value={values.category}
          onChange={(category) => onChange({ ...values, category: category as BookableCategory | '' })}
        >
          <option value="">{t('bookables.all_categories')}</option>
          {(options?.categories ?? []).map((c) => (
            <option key={c} value={c}>
              {t(`bookables.categories.${c}`)}
            </option>
          ))}
        </FieldSelect>
        <FieldSelect
          name="location"
          label={t('bookables.location')}
          value={values.locationId}
          onChange={(locationId) => onChange({ ...values, locationId })}
        >
          <option value="">{t('bookables.all_locations')}</option>
          {(options?.locations ?? []).map((l) => (
            <option key={l.id} value={String(l.id)}>
              {l.name}
            </option>
          ))}
        </FieldSelect>
        <DatePickerField
          today={today}
          label={t('bookables.day')}
          name="day"
          value={values.day}
          min={today}
          max={lastDay}
          isRequired
          onChange={(day) => onChange({ ...values, day: day ?? today })}
        />
      </div>
    </section>
  );
}
