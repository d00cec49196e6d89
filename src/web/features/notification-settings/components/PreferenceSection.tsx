import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel, MessageType, NotificationPreference } from '../../../../contract/messages';
import { SwitchField } from '../../../components/form/SwitchField';

interface Props {
  section: string;
  types: readonly MessageType[];
  preferences: readonly NotificationPreference[];
  onChange: (type: MessageType, channel: Channel, on: boolean) => void;
}

/** A section of the settings ('Schreibtisch', 'Team' …): each type's name with its E-Mail and Push switches. */
export function PreferenceSection({ section, types, preferences, onChange }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId} data-section={section}>
      <h2 id={headingId}>{t(`notification_settings.sections.${section}`)}</h2>
      <div className="preference-list">
        {types.map((type) => {
          const preference = preferences.find((p) => p.type === type);
          if (!preference) return null;
          const nameId = `${headingId}-${type}`;
          return (
            <div key={type} className="preference-row" role="group" aria-labelledby={nameId} data-type={type}>
              <span id={nameId} className="preference-name">
                {t(`notification_settings.types.${type}`)}
              </span>
              <span className="preference-switches">
                <SwitchField isSelected={preference.MAIL} onChange={(on) => onChange(type, 'MAIL', on)}>
                  {t('notification_settings.mail')}
                </SwitchField>
                <SwitchField isSelected={preference.GCM} onChange={(on) => onChange(type, 'GCM', on)}>
                  {t('notification_settings.push')}
                </SwitchField>
              </span>
            </div>
          );
        })}
      </div>
    </section>
  );
}
