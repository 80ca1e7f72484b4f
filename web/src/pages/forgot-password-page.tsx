import { AUTH_MESSAGES as M } from '../../../schema/api/auth-messages.ts';
import { forgotPassword } from '../features/auth/api.ts';
import { EmailRequestForm } from '../features/auth/components/email-request-form.tsx';
import { AuthCard, BackToLogin } from '../features/auth/components/form-controls.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /forgot-password (spec §2): the same success text whether or not the address has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  return (
    <AuthCard title="Reset your password" description="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      <EmailRequestForm
        send={forgotPassword}
        submitLabel="Send Reset Instructions"
        sentText={M.forgotSuccess}
        errorTitle={M.forgotFailed}
        fallbackError={M.forgotFailedShort}
        keepFormAfterSending
      />
      <BackToLogin />
    </AuthCard>
  );
}
