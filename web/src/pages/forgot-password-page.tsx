import { forgotPassword } from '../features/auth/api.ts';
import { EmailRequestForm } from '../features/auth/components/email-request-form.tsx';
import { AuthCard, BackToLogin } from '../features/auth/components/form-controls.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { useTexts } from '../i18n/locale.tsx';
import { AUTH_PAGES_TEXTS } from '../features/auth/messages.ts';
import { useAuthText } from '../features/auth/use-auth-text.ts';

/** /forgot-password (spec §2): the same success text whether or not the address has an account. */
export function ForgotPasswordPage() {
  const t = useTexts(AUTH_PAGES_TEXTS).forgot;
  const localize = useAuthText();
  useDocumentTitle(t.documentTitle);
  return (
    <AuthCard title={t.title} description={t.description}>
      <EmailRequestForm
        send={forgotPassword}
        submitLabel={t.submit}
        sentText={localize('forgotSuccess')}
        errorTitle={localize('forgotFailed')}
        fallbackError="forgotFailedShort"
        keepFormAfterSending
      />
      <BackToLogin />
    </AuthCard>
  );
}
