import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BigHeader } from '../../../components/BigHeader';
import { useSignedIn } from '../../../lib/session';
import { LanguageChoice } from '../components/LanguageChoice';
import { paths } from '../../../lib/paths';

/** / : a welcome for visitors; a signed-in user starts on the first tab. */
export default function HomePage() {
  const signedIn = useSignedIn();
  return signedIn ? <Navigate to={paths.reports} replace /> : <Welcome />;
}

function Welcome() {
  const { t } = useTranslation();
  return (
    <>
      <BigHeader title={t('home.title')} />
      <div className="page">
        <section className="card">
          <h2>{t('home.welcome')}</h2>
          <p>{t('home.welcome_text')}</p>
          <div className="actions">
            <Link to={paths.login} className="button office-primary">
              {t('home.login')}
            </Link>
            <Link to={paths.register} className="button">
              {t('home.register')}
            </Link>
          </div>
        </section>
        <p className="links">
          <Link to={paths.createGroup}>{t('create_group.link')}</Link>
          <Link to={paths.intro}>{t('home.intro')}</Link>
          <Link to={paths.imprint}>{t('home.imprint')}</Link>
        </p>
        <LanguageChoice />
      </div>
    </>
  );
}
