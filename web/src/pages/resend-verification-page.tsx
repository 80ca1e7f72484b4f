import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES as M } from '../../../schema/api/auth-messages.ts';
import { resendVerification } from '../features/auth/api.ts';
import { EmailRequestForm } from '../features/auth/components/email-request-form.tsx';
import { AuthCard, BackToLogin } from '../features/auth/components/form-controls.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export const RESENT_REDIRECT_MS = 2000;

/** /resend-verification (spec §2): success goes to /login after 2 s. */
export function ResendVerificationPage() {
  useDocumentTitle('Resend Verification Email');
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate('/login'), RESENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  return (
    <AuthCard title="Resend verification email" description="Enter the e-mail address you signed up with; we will send a new link, valid for 24 hours.">
      <EmailRequestForm
        send={resendVerification}
        submitLabel="Resend Verification Email"
        sentText={`${M.resendSuccess} Redirecting to login...`}
        errorTitle={M.resendFailed}
        fallbackError={M.resendFailed}
        onSent={() => setSent(true)}
      />
      <BackToLogin />
    </AuthCard>
  );
}
