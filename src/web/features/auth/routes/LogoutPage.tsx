import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/announcer';
import { useLogout } from '../api/logout';
import { paths } from '../../../lib/paths';

/** /logout: signs out on the server and here, then goes home. */
export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutateAsync } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void mutateAsync()
      .catch(() => undefined)
      .finally(() => {
        announce(t('shell.signed_out'));
        void navigate(paths.home, { replace: true });
      });
  }, [mutateAsync, navigate, t]);

  return (
    <div className="page" aria-busy="true">
      <p>{t('shell.signing_out')}</p>
    </div>
  );
}
