import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

/** /password: 'forgot password' without a token, 'new password' with the token of a reset link. */
export default function PasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <>
      <SubPageHeader title={token ? t('reset.title') : t('forgot.title')} />
      <div className="page">{token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />}</div>
    </>
  );
}
