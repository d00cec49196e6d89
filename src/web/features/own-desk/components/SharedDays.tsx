import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import type { OwnDeskDay } from '../../../../contract/own-desk';
import { fullDate } from '../../../lib/format';

/** This week's working days of a fixed desk: which ones colleagues may book. */
export function SharedDays({ week }: { week: OwnDeskDay[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const anyShared = week.some((d) => d.shared);
  return (
    <section className="card" aria-labelledby="own-desk-shared">
      <h2 id="own-desk-shared">{t('own_desk.shared_title')}</h2>
      <p className="muted">{anyShared ? t('own_desk.shared_text') : t('own_desk.shared_none')}</p>
      <ul className="own-desk-week">
        {week.map(({ day, shared }) => (
          <li key={day} data-shared={shared || undefined}>
            <span>{fullDate(day, language)}</span>
            <span className="own-desk-day-state">{shared ? t('own_desk.shared_day') : t('own_desk.used_day')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
