import { useTranslation } from 'react-i18next';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { config } from '../../../lib/config';
import { APP_VERSION } from '../../../../contract/limits';

const SECTIONS = ['provider', 'representative', 'contact', 'register', 'liability'] as const;

/** /imprint: the legal notice. */
export default function ImprintPage() {
  const { t } = useTranslation();
  return (
    <>
      <SubPageHeader title={t('imprint.title')} />
      <div className="page">
        {SECTIONS.map((section) => (
          <section key={section} className="card">
            <h2>{t(`imprint.${section}`)}</h2>
            <p className="pre-line">{t(`imprint.${section}_text`, { email: config.supportEmail })}</p>
          </section>
        ))}
        <p className="muted">Deskfair {APP_VERSION}</p>
      </div>
    </>
  );
}
