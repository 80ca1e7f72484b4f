import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { resendVerification } from '../api.ts';
import { AUTH_TEXTS, isUnverifiedEmailError, loginError, type AuthTextKey, type FormError } from '../messages.ts';
import { useAuthText } from '../use-auth-text.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { useSession } from '../../../shared/session.tsx';
import { Alert, PasswordField, SubmitButton, TextField } from '../../../components/ui/form-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useMutation } from '../../../lib/use-mutation.ts';

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
  const [canResend, setCanResend] = useState(false);
  const [resent, setResent] = useState(false);
  const signIn = useMutation(login, {
    errorOf: (err): FormError => {
      setCanResend(isUnverifiedEmailError(err));
      return loginError(err);
    },
  });
  const { error, setError } = signIn;
  // The resend's failure is told in the sign-in form's own message area.
  const resend = useMutation(resendVerification, {
    onSuccess: () => {
      setError(null);
      setCanResend(false);
      setResent(true);
    },
    errorOf: () => {
      setError({ title: 'resendFailed', message: { key: 'sendFailed' } });
      return null;
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setResent(false);
    if (!email.trim() || !password) {
      setError({ title: 'loginFailedTitle', message: { key: 'fillAllFields' } });
      return;
    }
    void signIn.run(email.trim(), password);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t.signIn}>
      {notice && !error && <Alert kind={notice.kind}>{localize(notice.text)}</Alert>}
      {resent && <Alert kind="success">{localize('resendSuccess')}</Alert>}
      {error && (
        <Alert kind="error" title={localize(error.title)}>
          {localize(error.message)}
        </Alert>
      )}
      {canResend && (
        <Button onClick={() => void resend.run(email.trim())} disabled={resend.busy} variant="outline" block>
          {resend.busy ? t.sending : t.resendVerification}
        </Button>
      )}
      <TextField label={t.email} type="email" name="email" autoComplete="email" dir="ltr" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <PasswordField label={t.password} name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <div className="text-end text-sm">
        <Link to="/forgot-password" className="font-medium text-blue-800 underline-offset-2 hover:underline">
          {t.forgotPassword}
        </Link>
      </div>
      <SubmitButton busy={signIn.busy} busyLabel={t.signingIn}>
        {t.signIn}
      </SubmitButton>
    </form>
  );
}
