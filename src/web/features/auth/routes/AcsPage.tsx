import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { FormMessage } from '../../../components/form/FormMessage';
import { announce } from '../../../lib/announcer';
import { paths } from '../../../lib/paths';
import { requestFailure } from '../../../components/form/request-failure';
import { isApiError } from '../../../lib/api-error';
import { useExchangeAcsToken } from '../api/sso';

/** Where the identity provider's round trip ends: the one-time token becomes a session, then on to /reports. */
export default function AcsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const exchange = useExchangeAcsToken();
  const started = useRef(false);

  useEffect(() => {
    // The token works once: StrictMode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    exchange.mutate(token, {
      onSuccess: () => {
        announce(t('shell.signed_in'));
        void navigate(paths.reports, { replace: true });
      },
    });
  }, [exchange, navigate, t, token]);

  // 401: the token was refused (used, expired or forged); anything else is said the usual way.
  const refused = isApiError(exchange.error) && exchange.error.status === 401;
  const failure = exchange.isError ? (refused ? t('errors.sso_token_invalid') : requestFailure(exchange.error, t).summary) : null;
  return (
    <>
      <SubPageHeader title={exchange.isError ? t('sso.acs_failed_title') : t('sso.signing_in')} />
      <div className="page">
        {exchange.isError ? (
          <>
            <FormMessage text={failure} tone="error" />
            <p className="links">
              <Link to={paths.login}>{t('sso.back_to_login')}</Link>
            </p>
          </>
        ) : (
          <p role="status">{t('sso.signing_in')}</p>
        )}
      </div>
    </>
  );
}
