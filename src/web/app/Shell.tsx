import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BottomBar } from '../components/BottomBar';
import { LiveRegion } from '../components/LiveRegion';
import { LoginButton } from '../components/LoginButton';
import { OfflineBanner } from '../components/OfflineBanner';
import { UpdateNotice } from '../components/UpdateNotice';
import { dismissError, useCurrentError } from '../lib/error-store';
import { useSignedIn } from '../lib/session';
import { DEFAULT_NAV_COLORS } from '../../contract/limits';
import { isPublicPath, routePaths } from './routes';
import { useAppStatus } from './use-app-status';
import { useDeepLinks } from './use-deep-links';
import { useLocaleSync } from './use-locale-sync';
import { useNativeApp } from './use-native-app';
import { useThemeColour } from './use-theme-colour';
import { useSessionEnd } from './use-session-end';
import { useUnreadCount } from '../entities/messages/unread-count';
import { paths } from '../lib/paths';
import { rememberReturnPath } from '../lib/return-path';

/** Sends a signed-out visitor home (spec §2), remembering the private page for after sign-in. */
function SignedOutRedirect({ from }: { from: string | null }) {
  useEffect(() => {
    if (from) rememberReturnPath(from);
  }, [from]);
  return <Navigate to={paths.home} replace />;
}

// The dialog (react-aria overlays) loads only when there is an error to show.
const ErrorDialog = lazy(() => import('../components/ErrorDialog').then((m) => ({ default: m.ErrorDialog })));

/** Frame of every screen: guard, offline banner, content, bottom bar, screen-reader regions, error dialog. */
export function Shell() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const status = useAppStatus();
  const error = useCurrentError();
  const isPublic = isPublicPath(pathname);
  // A page asked for while signed out opens after sign-in; a session that ends here is not such a wish.
  const [hadSession, setHadSession] = useState(signedIn);
  if (signedIn && !hadSession) setHadSession(true);
  useLocaleSync(status.ego, signedIn);
  useDeepLinks();
  useSessionEnd();
  const group = status.ego?.group;
  useThemeColour(group?.colors.nav.active);
  useNativeApp(group?.colors.nav.active);

  useEffect(() => {
    document.title = t('app.name');
  }, [t]);

  const showBottomBar = signedIn && !isPublic;
  const unread = useUnreadCount(showBottomBar, status.ego?.unread_messages);

  return (
    <div className="app" data-loaded={status.loaded} data-offline={status.offline}>
      {status.offline ? (
        <OfflineBanner onRetry={status.retry} detail={status.showsCachedData ? t('shell.offline_cached') : status.error?.message} />
      ) : null}
      <UpdateNotice />
      <main id="main" className={showBottomBar ? 'with-bottom-bar' : undefined}>
        {!signedIn && !isPublic ? (
          <div className="page">
            <LoginButton />
            <SignedOutRedirect from={hadSession ? null : `${pathname}${search}`} />
          </div>
        ) : (
          <Suspense
            fallback={
              <p className="page" aria-busy="true">
                {t('app.loading')}
              </p>
            }
          >
            <Outlet />
          </Suspense>
        )}
      </main>
      {showBottomBar ? (
        <BottomBar
          routePaths={routePaths}
          flags={group ?? { has_parkefficient_link: false, has_staff_search: false }}
          colors={group?.colors.nav ?? DEFAULT_NAV_COLORS}
          unreadMessages={unread.data ?? 0}
        />
      ) : null}
      <LiveRegion />
      {error ? (
        <Suspense fallback={null}>
          <ErrorDialog error={error} onClose={dismissError} />
        </Suspense>
      ) : null}
    </div>
  );
}
