import { useTranslation } from 'react-i18next';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { LANGUAGES, type Language } from '../../../../contract/limits';
import { announce } from '../../../lib/announcer';
import { applyLocale, i18n } from '../../../lib/i18n';
import { useEgo } from '../../../entities/ego/get-ego';
import { useUpdateSettings } from '../api/update-settings';

/** Language of the user (stored via PUT settings) — applied to the UI at once. */
export function LanguageSwitch({ language }: { language: Language }) {
  const { t } = useTranslation();
  const ego = useEgo();
  const update = useUpdateSettings(false);

  const onChange = (value: string) => {
    const next = LANGUAGES.find((l) => l === value);
    if (!next || next === language) return;
    void applyLocale(next, ego.data?.group);
    update.mutate(
      { language: next },
      {
        onSuccess: () => announce(i18n.t('settings.saved')),
        onError: () => void applyLocale(language, ego.data?.group),
      },
    );
  };

  return (
    <section className="card">
      <RadioGroup className="radio-group" value={language} onChange={onChange} isDisabled={update.isPending}>
        <Label className="h2-label">{t('settings_screen.language')}</Label>
        {LANGUAGES.map((lang) => (
          <Radio key={lang} value={lang} className="radio" lang={lang}>
            <span className="radio-dot" aria-hidden="true" />
            {t(`languages.${lang}`)}
          </Radio>
        ))}
      </RadioGroup>
    </section>
  );
}
