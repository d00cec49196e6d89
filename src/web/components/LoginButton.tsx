import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths';

/** Shown to signed-out users on pages that need a session. */
export function LoginButton() {
  const { t } = useTranslation();
  return (
    <Link to={paths.login} className="button office-primary">
      {t('shell.login')}
    </Link>
  );
}
