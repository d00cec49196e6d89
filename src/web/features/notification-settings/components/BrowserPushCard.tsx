import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { useBrowserPush, type PushState } from '../push/use-browser-push';

const STATE_TEXT: Record<Exclude<PushState, 'checking'>, string> = {
  unsupported: 'notification_settings.browser.unsupported',
  blocked: 'notification_settings.browser.blocked',
  inactive: 'notification_settings.browser.inactive',
  active: 'notification_settings.browser.active',
};

/** Push in this browser: its state, and turning it on (only on the user's click) or off. */
export function BrowserPushCard({ devices }: { devices: number | undefined }) {
  const { t } = useTranslation();
  const push = useBrowserPush();
  return (
    <section className="card push-card" aria-labelledby="push-browser" data-testid="browser-push" data-state={push.state}>
      <h2 id="push-browser">{t('notification_settings.browser.title')}</h2>
      <p role="status" data-testid="push-state">
        {push.state === 'checking' ? t('app.loading') : t(STATE_TEXT[push.state])}
      </p>
      {push.problem ? (
        <p role="alert" className="form-message form-message-error" data-testid="push-problem">
          {t(`notification_settings.browser.${push.problem}`)}
        </p>
      ) : null}
      <div className="actions">
        {push.state === 'inactive' ? (
          <Button className="button office-primary" isDisabled={push.working} onPress={() => void push.enable()}>
            {push.working ? t('notification_settings.browser.working') : t('notification_settings.browser.enable')}
          </Button>
        ) : push.state === 'active' ? (
          <Button className="button" isDisabled={push.working} onPress={() => void push.disable()}>
            {push.working ? t('notification_settings.browser.working') : t('notification_settings.browser.disable')}
          </Button>
        ) : null}
      </div>
      {devices !== undefined ? <p className="muted">{t('notification_settings.browser.devices', { count: devices })}</p> : null}
    </section>
  );
}
