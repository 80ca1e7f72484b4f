import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '../../../schema/api/auth-messages.ts';
import { resetPassword } from '../features/auth/api.ts';
import { Alert, SubmitButton, TextField } from '../components/ui/form-fields.tsx';
import { AuthCard } from '../features/auth/components/form-controls.tsx';
import { useSession } from '../shared/session.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { AUTH_PAGES_TEXTS, AUTH_TEXTS, authSaidOf, type AuthSaid } from '../features/auth/messages.ts';
import { useAuthText } from '../features/auth/use-auth-text.ts';

export const RESET_REDIRECT_MS = 3000;

/** /reset-password?token= (spec §2, §5, §8): success signs out everywhere and goes to /login after 3 s. */
export function ResetPasswordPage() {
  const t = useTexts(AUTH_PAGES_TEXTS).reset;
  const auth = useTexts(AUTH_TEXTS);
  const { format } = useLocale();
  const localize = useAuthText();
  useDocumentTitle(t.documentTitle);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthSaid | null>(token ? null : { key: 'resetTokenMissing' });
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!token) return setError({ key: 'resetTokenMissing' });
    if (password !== confirm) return setError({ key: 'passwordsDoNotMatch' });
    if (password.length < MIN_PASSWORD_LENGTH) return setError({ key: 'passwordTooShortReset' });
    setBusy(true);
    setError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
      // Every session of the account ended with the reset, this one included.
      await refresh();
    } catch (err) {
      setError(authSaidOf(err, 'resetFailed', 'reset'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t.title} description={t.description(format.number(MIN_PASSWORD_LENGTH))}>
      {done ? (
        <Alert kind="success">{localize('resetSuccess')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          {error && (
            <Alert kind="error" title={localize('resetFailed')}>
              {localize(error)}
            </Alert>
          )}
          <TextField
            label={t.newPassword}
            type="password"
            name="new-password"
            autoComplete="new-password"
            dir="ltr"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label={t.confirmPassword}
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            dir="ltr"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <SubmitButton busy={busy} busyLabel={t.resetting}>
            {t.submit}
          </SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        {token ? (
          <Link to="/login" className="font-medium text-blue-800 hover:underline">
            {auth.backToLogin}
          </Link>
        ) : (
          <Link to="/forgot-password" className="font-medium text-blue-800 hover:underline">
            {t.requestNew}
          </Link>
        )}
      </p>
    </AuthCard>
  );
}
