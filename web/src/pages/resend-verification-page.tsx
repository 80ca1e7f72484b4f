import { useState } from 'react';
import { resendVerification } from '../features/auth/api.ts';
import { EmailRequestForm } from '../features/auth/components/email-request-form.tsx';
import { AuthCard, BackToLogin } from '../features/auth/components/form-controls.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { AUTH_PAGES_TEXTS, AUTH_TEXTS } from '../features/auth/messages.ts';
import { useAuthText } from '../features/auth/use-auth-text.ts';
import { useRedirectToLogin } from '../features/auth/email-link.ts';

export const RESENT_REDIRECT_MS = 2000;

/** /resend-verification (spec §2): success goes to /login after 2 s. */
export function ResendVerificationPage() {
  const texts = useTexts(AUTH_PAGES_TEXTS);
  const t = texts.resend;
  const auth = useTexts(AUTH_TEXTS);
  const { format } = useLocale();
  const localize = useAuthText();
  useDocumentTitle(t.documentTitle);
  const [sent, setSent] = useState(false);
  useRedirectToLogin(sent, RESENT_REDIRECT_MS);

  return (
    <AuthCard title={t.title} description={format.digits(t.description)}>
      <EmailRequestForm
        send={resendVerification}
        submitLabel={auth.resendVerification}
        sentText={`${localize('resendSuccess')} ${texts.redirectingToLogin}`}
        errorTitle={localize('resendFailed')}
        fallbackError="resendFailed"
        onSent={() => setSent(true)}
      />
      <BackToLogin />
    </AuthCard>
  );
}
