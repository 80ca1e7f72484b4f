import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { resendVerification, verifyEmail } from '../features/auth/api.ts';
import { Alert } from '../components/ui/form-fields.tsx';
import { AuthCard, BackToLogin } from '../features/auth/components/form-controls.tsx';
import { EmailRequestForm } from '../features/auth/components/email-request-form.tsx';
import { errorCode } from '../lib/api-client.ts';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { AUTH_PAGES_TEXTS, AUTH_TEXTS, authSaidOf, type AuthSaid } from '../features/auth/messages.ts';
import { useAuthText } from '../features/auth/use-auth-text.ts';
import { useLinkToken, useRedirectToLogin } from '../features/auth/email-link.ts';
import { useMutation } from '../lib/use-mutation.ts';

export const VERIFIED_REDIRECT_MS = 3000;

interface Failure {
  message: AuthSaid;
  /** The link expired or is not one of ours: a new one can be sent from here. */
  linkProblem: boolean;
}

/** Spec §4 "E-mail verification": pending, verifying, verified (to /login after 3 s), or error. */
export function VerifyEmailPage() {
  const texts = useTexts(AUTH_PAGES_TEXTS);
  const t = texts.verify;
  const auth = useTexts(AUTH_TEXTS);
  const { format } = useLocale();
  const localize = useAuthText();
  useDocumentTitle(t.documentTitle);
  const token = useLinkToken();
  const [verifiedToken, setVerifiedToken] = useState<string | null>(null);
  const verify = useMutation(verifyEmail, {
    onSuccess: () => setVerifiedToken(token),
    errorOf: (err): Failure => {
      const code = errorCode(err);
      return { message: authSaidOf(err, 'verificationRetry', 'verify'), linkProblem: code === 'TOKEN_EXPIRED' || code === 'TOKEN_INVALID' };
    },
  });
  const attempted = useRef<string | null>(null);
  const { run } = verify;

  useEffect(() => {
    // A token works once: never send it twice (React may run this effect twice in development).
    if (!token || attempted.current === token) return;
    attempted.current = token;
    void run(token);
  }, [token, run]);

  // Pending without a token; verifying from the first render with one, until the answer.
  const state = !token ? 'pending' : verifiedToken === token ? 'verified' : verify.error ? 'error' : 'verifying';
  useRedirectToLogin(state === 'verified', VERIFIED_REDIRECT_MS);

  return (
    <AuthCard title={t.title}>
      {state === 'verifying' && <Spinner label={t.verifying} />}
      {state === 'verified' && (
        <Alert kind="success" title={t.verifiedTitle}>
          {localize('verified')} {texts.redirectingToLogin}
        </Alert>
      )}
      {state === 'pending' && (
        <div className="space-y-4 text-sm text-slate-700">
          <p>{format.digits(t.pending)}</p>
          <Link to="/resend-verification" className="block w-full rounded-md bg-blue-900 px-4 py-2.5 text-center font-semibold text-white hover:bg-blue-800">
            {auth.resendVerification}
          </Link>
        </div>
      )}
      {state === 'error' && verify.error && (
        <div className="space-y-4">
          <Alert kind="error" title={localize('verificationFailedTitle')}>
            {localize(verify.error.message)}
          </Alert>
          {verify.error.linkProblem ? (
            <EmailRequestForm
              send={resendVerification}
              submitLabel={t.sendNew}
              sentText={localize('resendSuccess')}
              errorTitle={localize('resendFailed')}
              fallbackError="sendFailed"
            />
          ) : (
            <Link
              to="/resend-verification"
              className="block w-full rounded-md bg-blue-900 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-blue-800"
            >
              {auth.resendVerification}
            </Link>
          )}
        </div>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
