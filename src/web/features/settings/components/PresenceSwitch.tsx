import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../components/form/SwitchField';
import { announce } from '../../../lib/announcer';
import { useEgo } from '../../../entities/ego/get-ego';
import { useUpdateSettings } from '../api/update-settings';
import './presence-switch.css';

/** 'Anwesenheit verbergen': colleagues then see 'unknown' and none of the user's bookings (saved at once). */
export function PresenceSwitch({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const ego = useEgo();
  const update = useUpdateSettings(false);
  const helpId = useId();
  // presence is only ever shown to colleagues through staff search
  if (!ego.data?.group.has_staff_search) return null;

  return (
    <div className="presence-setting">
      <h3>{t('presence_setting.title')}</h3>
      <SwitchField
        isSelected={update.isPending && update.variables.hide_presence !== undefined ? update.variables.hide_presence : hidden}
        isDisabled={update.isPending}
        aria-describedby={helpId}
        onChange={(next) => update.mutate({ hide_presence: next }, { onSuccess: () => announce(t('settings.saved')) })}
      >
        {t('presence_setting.label')}
      </SwitchField>
      <p id={helpId} className="field-help">
        {t('presence_setting.help')}
      </p>
    </div>
  );
}
