import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { paths } from '../lib/paths';

/** Header of a sub-page: back button and title. Back leaves the app's history, or goes home. */
export function SubPageHeader({ title, backTo }: { title: string; backTo?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (backTo) void navigate(backTo);
    else if (idx > 0) void navigate(-1);
    else void navigate(paths.home);
  };
  return (
    <header className="sub-header">
      <Button className="back-button" onPress={goBack} aria-label={t('shell.back')}>
        <span aria-hidden="true">‹</span>
      </Button>
      <h1>{title}</h1>
    </header>
  );
}
