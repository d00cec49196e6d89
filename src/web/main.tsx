import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { hashPathname, loadFirstScreen } from './app/first-screen';
import { noteBuild } from './lib/app-update';
import { startI18n, storedLanguage } from './lib/i18n';
import { warmUpIntl } from './lib/intl-warm-up';
import { isNativeApp } from './lib/native/platform';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';
import { session } from './lib/session';
import './styles/app.css';

noteBuild(import.meta.url);
// Signed-out screens format no dates or numbers: they would pay the locale data's loading for nothing. A task of its own,
// not part of the start-up task that evaluates the modules: two shorter tasks block input less than one long one.
if (session.isSignedIn()) setTimeout(() => warmUpIntl(storedLanguage()), 0);
registerServiceWorkerAfterLoad(isNativeApp());

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');
const reactRoot = createRoot(root);
// A transition renders the first screen in slices that yield to the browser, instead of one long task.
const render = () =>
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
const firstScreen = loadFirstScreen(
  hashPathname(window.location.hash),
  session.isSignedIn(),
  isNativeApp() || Boolean(navigator.serviceWorker?.controller),
);
// Without its texts the app would show keys; if they cannot be fetched, it shows them all the same rather than nothing.
void Promise.all([startI18n(), firstScreen]).then(render, render);
