import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { resendVerification } from '../api.ts';
import { AUTH_TEXTS, isUnverifiedEmailError, loginError, type AuthTextKey, type FormError } from '../messages.ts';
import { useAuthText } from '../use-auth-text.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { useSession } from '../../../shared/session.tsx';
import { Alert, SubmitButton, TextField } from '../../../components/ui/form-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** Spec §4 "Auth form", sign-in mode: an unverified e-mail shows a resend button. */
export interface Notice {
  kind: 'success' | 'error';
  text: AuthTextKey;
}

export function SignInForm({ notice }: { notice: Notice | null }) {
  const { login } = useSession();
  const t = useTexts(AUTH_TEXTS);
  const localize = useAuthText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const [canResend, setCanResend] = useState(false);
  const [resendState, setResendState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResendState('idle');
    if (!email.trim() || !password) {
      setError({ title: 'loginFailedTitle', message: { key: 'fillAllFields' } });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await login(email.trim(), password);
    } catch (err) {
      setError(loginError(err));
      setCanResend(isUnverifiedEmailError(err));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResendState('sending');
    try {
      await resendVerification(email.trim());
      setError(null);
      setCanResend(false);
      setResendState('sent');
    } catch {
      setError({ title: 'resendFailed', message: { key: 'sendFailed' } });
      setResendState('idle');
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t.signIn}>
      {notice && !error && <Alert kind={notice.kind}>{localize(notice.text)}</Alert>}
      {resendState === 'sent' && <Alert kind="success">{localize('resendSuccess')}</Alert>}
      {error && (
        <Alert kind="error" title={localize(error.title)}>
          {localize(error.message)}
        </Alert>
      )}
      {canResend && (
        <Button onClick={resend} disabled={resendState === 'sending'} variant="outline" block>
          {resendState === 'sending' ? t.sending : t.resendVerification}
        </Button>
      )}
      <TextField label={t.email} type="email" name="email" autoComplete="email" dir="ltr" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label={t.password}
        type="password"
        name="password"
        dir="ltr"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="text-end text-sm">
        <Link to="/forgot-password" className="font-medium text-blue-800 underline-offset-2 hover:underline">
          {t.forgotPassword}
        </Link>
      </div>
      <SubmitButton busy={busy} busyLabel={t.signingIn}>
        {t.signIn}
      </SubmitButton>
    </form>
  );
}
