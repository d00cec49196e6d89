import { Button } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';

/**
 * The primary action of a form (class office-primary). While sending it only changes its label:
 * react-aria's isPending announces via a region that points at the button, which is gone once the
 * screen changes (axe: role-img-alt).
 */
export function SubmitButton({ label, isPending = false }: { label: string; isPending?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" className="button office-primary" data-pending={isPending || undefined}>
      {isPending ? t('form.saving') : label}
    </Button>
  );
}
