import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../contract/limits';
import { applyLocale, currentLanguage } from '../../../lib/i18n';

/** Language before sign-in: stored on this device (deskfair.language) and sent with the registration. */
export function LanguageChoice() {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <div className="language-choice" role="group" aria-label={t('settings_screen.language')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className="button link-button"
          aria-pressed={lang === active}
          onClick={() => void applyLocale(lang)}
        >
          {t(`languages.${lang}`)}
        </button>
      ))}
    </div>
  );
}
