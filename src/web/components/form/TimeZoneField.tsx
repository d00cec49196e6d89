import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, useFilter } from 'react-aria-components/ComboBox';
import { Label } from 'react-aria-components/Label';
import { Input } from 'react-aria-components/Input';
import { Button } from 'react-aria-components/Button';
import { Popover } from 'react-aria-components/Popover';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Text } from 'react-aria-components/Text';
import { FieldError } from 'react-aria-components/FieldError';
import { supportedTimeZones } from '../../../contract/create-group';
import './time-zone.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
}

/** The zone the browser runs in, when the server knows it too; else UTC. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return supportedTimeZones().includes(zone) ? zone : 'UTC';
}

/** A searchable list of IANA time zones ('berlin' finds Europe/Berlin); the typed text is the value. */
export function TimeZoneField({ value, onChange, errors = [] }: Props) {
  const { t } = useTranslation();
  const { contains } = useFilter({ sensitivity: 'base' });
  const zones = useMemo(() => supportedTimeZones().map((id) => ({ id, name: id.replace(/_/g, ' ') })), []);
  return (
    <ComboBox
      className="field time-zone-field"
      name="time_zone"
      defaultItems={zones}
      inputValue={value}
      onInputChange={onChange}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      defaultFilter={(text, input) => contains(text, input) || contains(text.replace(/ /g, '_'), input)}
      allowsCustomValue
      isRequired
      isInvalid={errors.length > 0}
      validationBehavior="aria"
      menuTrigger="focus"
    >
      <Label>{t('create_group.time_zone')}</Label>
      <div className="time-zone-input">
        <Input data-field="time_zone" />
        <Button className="time-zone-toggle" aria-label={t('create_group.time_zone')}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Text slot="description" className="field-help">
        {t('create_group.time_zone_help')}
      </Text>
      <FieldError className="field-error">{errors.join(' ')}</FieldError>
      <Popover className="time-zone-popover">
        <ListBox<{ id: string; name: string }>
          className="time-zone-list"
          renderEmptyState={() => <p className="time-zone-empty">{t('create_group.time_zone_empty')}</p>}
        >
          {(zone) => (
            <ListBoxItem id={zone.id} textValue={zone.id} className="time-zone-option">
              {zone.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
