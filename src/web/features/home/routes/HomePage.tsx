import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BigHeader } from '../../../components/BigHeader';
import { useSignedIn } from '../../../lib/session';
import { currentLanguage } from '../../../lib/i18n';
import { formatDate } from '../../../../domain/date-format';
import { useEgo } from '../../ego/api/get-ego';
import { LanguageChoice } from '../components/LanguageChoice';

/** / : a welcome for visitors, a start screen greeting the signed-in user. */
export default function HomePage() {
  const signedIn = useSignedIn();
  return signedIn ? <StartScreen /> : <Welcome />;
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
            <Link to="/login" className="button office-primary">
              {t('home.login')}
            </Link>
            <Link to="/register" className="button">
              {t('home.register')}
            </Link>
          </div>
        </section>
        <p className="links">
          <Link to="/intro">{t('home.intro')}</Link>
          <Link to="/imprint">{t('home.imprint')}</Link>
        </p>
        <LanguageChoice />
      </div>
    </>
  );
}

function StartScreen() {
  const { t } = useTranslation();
  const ego = useEgo();
  const data = ego.data;
  return (
    <>
      <BigHeader title={t('home.title')} />
      <div className="page">
        {data ? (
          <section className="card" data-testid="start-screen">
            <h2>{t('home.greeting', { first_name: data.user.first_name })}</h2>
            <p>{t('home.today', { date: formatDate(new Date(), 'short', currentLanguage(), data.group.time_zone) })}</p>
            <p className="muted">{t('home.group', { name: data.group.name })}</p>
            <div className="actions">
              <Link to="/settings" className="button">
                {t('home.settings')}
              </Link>
            </div>
          </section>
        ) : (
          <p aria-busy="true">{t('app.loading')}</p>
        )}
      </div>
    </>
  );
}
