import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { deskModeSchema } from '../../../../contract/ego';
import { updateDeskSettingsBodySchema, type DeskSettings } from '../../../../contract/desk-settings';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { issuesToFieldErrors, type FieldErrors } from '../../../components/form/field-errors';
import { announce } from '../../../lib/announcer';
import { showError } from '../../../lib/error-store';
import { currentLanguage } from '../../../lib/i18n';
import { fullDate, weekdayName } from '../../../lib/format';
import { useDeskSettings } from '../../../entities/own-desk/get-desk-settings';
import { useUpdateDeskSettings } from '../api/update-desk-settings';
import '../../../styles/bookings.css';
import { paths } from '../../../lib/paths';
import { requestFailure } from '../../../components/form/request-failure';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** /settings/desk: how the user uses a desk (own desk always / on chosen days / offered / searching). */
export default function DeskSettingsPage() {
  const { t } = useTranslation();
  const settings = useDeskSettings();
  return (
    <>
      <SubPageHeader title={t('desk_settings.title')} backTo={paths.settings} />
      <div className="page">
        {settings.data ? <DeskSettingsForm settings={settings.data} /> : <p aria-busy="true">{t('app.loading')}</p>}
      </div>
    </>
  );
}

interface Saved {
  reclaimed: string[];
  released: string[];
  unavailable: string[];
}

function DeskSettingsForm({ settings }: { settings: DeskSettings }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [mode, setMode] = useState<string>(settings.desk_mode);
  const [weekdays, setWeekdays] = useState<string[]>(settings.weekdays.map(String));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<Saved | null>(null);
  const update = useUpdateDeskSettings();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = updateDeskSettingsBodySchema.safeParse({
      desk_mode: mode,
      weekdays: mode === 'chosen_days' ? weekdays.map(Number).sort() : [],
    });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues, t));
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (data) => {
        setSaved(data);
        announce(t('desk_settings.saved'));
      },
      onError: (error) => {
        const failure = requestFailure(error, t);
        if (failure.isValidation) setErrors(failure.fields);
        else showError(error);
      },
    });
  };

  const dayList = (days: string[]) => days.map((d) => fullDate(d, language)).join('; ');
  return (
    <section className="card" aria-labelledby="desk-settings-title">
      <h2 id="desk-settings-title">{t('desk_settings.heading')}</h2>
      <p>
        {settings.desk
          ? t('desk_settings.own_desk', {
              label: settings.desk.label,
              place: `${settings.desk.location.name} · ${settings.desk.area.name}`,
            })
          : t('desk_settings.no_desk')}
      </p>
      <form onSubmit={onSubmit} noValidate className="form">
        <RadioGroup
          className="radio-group field"
          value={mode}
          onChange={setMode}
          isInvalid={Boolean(errors.desk_mode)}
          validationBehavior="aria"
        >
          <Label className="h2-label">{t('desk_settings.mode')}</Label>
          {deskModeSchema.options.map((m) => (
            <Radio key={m} value={m} className="radio">
              <span className="radio-dot" aria-hidden="true" />
              {t(`desk_settings.modes.${m}`)}
            </Radio>
          ))}
          {errors.desk_mode ? <p className="field-error">{errors.desk_mode.join(' ')}</p> : null}
        </RadioGroup>
        {mode === 'chosen_days' ? (
          <CheckboxGroup
            className="field weekday-group"
            value={weekdays}
            onChange={setWeekdays}
            isInvalid={Boolean(errors.weekdays)}
            validationBehavior="aria"
          >
            <Label className="h2-label">{t('desk_settings.weekdays')}</Label>
            {WEEKDAYS.map((wd) => (
              <Checkbox key={wd} value={String(wd)} className="checkbox">
                {({ isSelected }) => (
                  <>
                    <span className="checkbox-box" aria-hidden="true">
                      {isSelected ? '✓' : ''}
                    </span>
                    <span className="checkbox-label">{weekdayName(wd, language, 'long')}</span>
                  </>
                )}
              </Checkbox>
            ))}
            {errors.weekdays ? <p className="field-error">{errors.weekdays.join(' ')}</p> : null}
          </CheckboxGroup>
        ) : null}
        <SubmitButton label={t('desk_settings.save')} isPending={update.isPending} />
      </form>
      {saved ? (
        <div className="form-message form-message-success" data-testid="desk-settings-saved">
          <p>{t('desk_settings.saved')}</p>
          {saved.reclaimed.length ? <p>{t('desk_settings.reclaimed', { days: dayList(saved.reclaimed) })}</p> : null}
          {saved.released.length ? <p>{t('desk_settings.released', { days: dayList(saved.released) })}</p> : null}
          {saved.unavailable.length ? <p>{t('desk_settings.unavailable', { days: dayList(saved.unavailable) })}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
