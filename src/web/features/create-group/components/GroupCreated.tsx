import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { announce } from '../../../lib/announcer';
import { paths } from '../../../lib/paths';

/** After creating the group: its code, large and copyable, and the way into the app (already signed in). */
export function GroupCreated({ name, code }: { name: string; code: string }) {
  const { t } = useTranslation();
  const copy = () => {
    navigator.clipboard
      .writeText(code)
      .then(() => announce(t('create_group.copied')))
      .catch(() => announce(t('create_group.copy_failed'), 'assertive'));
  };
  return (
    <>
      <SubPageHeader title={t('create_group.title')} backTo={paths.reports} />
      <div className="page">
        <section className="card group-created" aria-labelledby="group-created-title">
          <h2 id="group-created-title">{t('create_group.created_title', { name })}</h2>
          <p>{t('create_group.created_text')}</p>
          <p className="group-code-label" id="group-code-label">
            {t('create_group.code_label')}
          </p>
          <p className="group-code" aria-labelledby="group-code-label" data-testid="group-code">
            {code}
          </p>
          <div className="actions">
            <Button className="button" onPress={copy}>
              {t('create_group.copy')}
            </Button>
            <Link to={paths.reports} className="button office-primary">
              {t('create_group.continue')}
            </Link>
          </div>
          <p className="muted">{t('create_group.codes_later')}</p>
        </section>
      </div>
    </>
  );
}
