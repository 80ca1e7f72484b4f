import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
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

export const VERIFIED_REDIRECT_MS = 3000;

type State = { kind: 'pending' } | { kind: 'verifying' } | { kind: 'verified' } | { kind: 'error'; message: AuthSaid; linkProblem: boolean };

/** Spec §4 "E-mail verification": pending, verifying, verified (to /login after 3 s), or error. */
export function VerifyEmailPage() {
  const texts = useTexts(AUTH_PAGES_TEXTS);
  const t = texts.verify;
  const auth = useTexts(AUTH_TEXTS);
  const { format } = useLocale();
  const localize = useAuthText();
  useDocumentTitle(t.documentTitle);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [state, setState] = useState<State>(token ? { kind: 'verifying' } : { kind: 'pending' });
  const attempted = useRef<string | null>(null);

  useEffect(() => {
    // A token works once: never send it twice (React may run this effect twice in development).
    if (!token || attempted.current === token) return;
    attempted.current = token;
    setState({ kind: 'verifying' });
    verifyEmail(token)
      .then(() => setState({ kind: 'verified' }))
      .catch((err: unknown) => {
        const code = errorCode(err);
        const linkProblem = code === 'TOKEN_EXPIRED' || code === 'TOKEN_INVALID';
        setState({ kind: 'error', message: authSaidOf(err, 'verificationRetry', 'verify'), linkProblem });
      });
  }, [token]);

  useEffect(() => {
    if (state.kind !== 'verified') return;
    const timer = setTimeout(() => navigate('/login'), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  return (
    <AuthCard title={t.title}>
      {state.kind === 'verifying' && <Spinner label={t.verifying} />}
      {state.kind === 'verified' && (
        <Alert kind="success" title={t.verifiedTitle}>
          {localize('verified')} {texts.redirectingToLogin}
        </Alert>
      )}
      {state.kind === 'pending' && (
        <div className="space-y-4 text-sm text-slate-700">
          <p>{format.digits(t.pending)}</p>
          <Link to="/resend-verification" className="block w-full rounded-md bg-blue-900 px-4 py-2.5 text-center font-semibold text-white hover:bg-blue-800">
            {auth.resendVerification}
          </Link>
        </div>
      )}
      {state.kind === 'error' && (
        <div className="space-y-4">
          <Alert kind="error" title={localize('verificationFailedTitle')}>
            {localize(state.message)}
          </Alert>
          {state.linkProblem ? (
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
