import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../schema/api/auth-messages.ts';
import { resetPassword } from '../features/auth/api.ts';
import { Alert, PasswordField, SubmitButton } from '../components/ui/form-fields.tsx';
import { AuthCard, AuthCardLink, BackToLogin } from '../features/auth/components/form-controls.tsx';
import { useSession } from '../shared/session.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { AUTH_PAGES_TEXTS, authSaidOf, type AuthSaid } from '../features/auth/messages.ts';
import { useAuthText } from '../features/auth/use-auth-text.ts';
import { useLinkToken, useRedirectToLogin } from '../features/auth/email-link.ts';
import { useMutation } from '../lib/use-mutation.ts';

export const RESET_REDIRECT_MS = 3000;

/** /reset-password?token= (spec §2, §5, §8): success signs out everywhere and goes to /login after 3 s. */
export function ResetPasswordPage() {
  const t = useTexts(AUTH_PAGES_TEXTS).reset;
  const { format } = useLocale();
  const localize = useAuthText();
  useDocumentTitle(t.documentTitle);
  const token = useLinkToken();
  const { refresh } = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const reset = useMutation((newPassword: string) => resetPassword(token, newPassword), {
    onSuccess: async () => {
      setDone(true);
      // Every session of the account ended with the reset, this one included.
      await refresh();
    },
    errorOf: (err): AuthSaid => authSaidOf(err, 'resetFailed', 'reset'),
  });
  // A link without its token cannot work: said before anything is typed.
  const error: AuthSaid | null = reset.error ?? (token ? null : { key: 'resetTokenMissing' });
  useRedirectToLogin(done, RESET_REDIRECT_MS);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!token) return reset.setError({ key: 'resetTokenMissing' });
    if (password !== confirm) return reset.setError({ key: 'passwordsDoNotMatch' });
    if (password.length < MIN_PASSWORD_LENGTH) return reset.setError({ key: 'passwordTooShortReset' });
    void reset.run(password);
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
          <PasswordField label={t.newPassword} name="new-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <PasswordField
            label={t.confirmPassword}
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <SubmitButton busy={reset.busy} busyLabel={t.resetting}>
            {t.submit}
          </SubmitButton>
        </form>
      )}
      {token ? <BackToLogin /> : <AuthCardLink to="/forgot-password">{t.requestNew}</AuthCardLink>}
    </AuthCard>
  );
}
