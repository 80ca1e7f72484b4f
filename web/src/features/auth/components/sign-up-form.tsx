import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { MIN_PASSWORD_LENGTH, signupSourceForPath, type SignupSource } from '../../../../../schema/api/auth-messages.ts';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../../../schema/pricing.ts';
import { signup } from '../api.ts';
import { AUTH_TEXTS, isAlreadyRegisteredError, signupError, type AuthTextKey, type FormError } from '../messages.ts';
import { useAuthText } from '../use-auth-text.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { Alert, PasswordField, SubmitButton, TextField } from '../../../components/ui/form-fields.tsx';
import { useWelcomeGift } from '../../../shared/welcome-gift.ts';
import { useMutation } from '../../../lib/use-mutation.ts';

/**
 * Spec §4 "Auth form", create-account mode. Success hands back to sign-in mode with the
 * verification notice; an e-mail already registered switches to sign-in too.
 */
export function SignUpForm({
  signupSource,
  onCreated,
  onAlreadyRegistered,
}: {
  signupSource?: SignupSource;
  onCreated: (message: AuthTextKey) => void;
  onAlreadyRegistered: (message: AuthTextKey) => void;
}) {
  const { pathname } = useLocation();
  const t = useTexts(AUTH_TEXTS);
  const welcomeGift = useWelcomeGift();
  const { format } = useLocale();
  const localize = useAuthText();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const create = useMutation(signup, {
    onSuccess: () => {
      setName('');
      setPassword('');
      onCreated('signupSuccess');
    },
    errorOf: (err): FormError | null => {
      if (!isAlreadyRegisteredError(err)) return signupError(err);
      onAlreadyRegistered('alreadyRegistered');
      return null;
    },
  });
  const { error, setError } = create;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !email.trim() || !password) {
      setError({ title: 'signupFailedTitle', message: { key: 'fillAllFields' } });
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError({ title: 'signupFailedTitle', message: { key: 'passwordTooShort' } });
      return;
    }
    void create.run({ name: name.trim(), email: email.trim(), password, signupSource: signupSource ?? signupSourceForPath(pathname) });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t.createAccount}>
      {error && (
        <Alert kind="error" title={localize(error.title)}>
          {localize(error.message)}
        </Alert>
      )}
      <TextField label={t.fullName} name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
      <TextField label={t.email} type="email" name="email" autoComplete="email" dir="ltr" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <PasswordField
        label={t.password}
        name="new-password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        hint={t.passwordHint(format.number(MIN_PASSWORD_LENGTH))}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <p className="font-semibold">{welcomeGift.line}</p>
        <p className="mt-1">
          {t.payAsYouGo(format.filsShort(PRICE_FILS.chat), format.filsShort(PRICE_FILS.followup), format.filsShort(BILLING_THRESHOLD_FILS))}
        </p>
      </div>
      <SubmitButton busy={create.busy} busyLabel={t.creatingAccount}>
        {t.createAccount}
      </SubmitButton>
    </form>
  );
}
