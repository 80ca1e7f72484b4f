import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { AUTH_MESSAGES as M, MIN_PASSWORD_LENGTH, signupSourceForPath, type SignupSource } from '../../../../../schema/api/auth-messages.ts';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../../../schema/pricing.ts';
import { welcomeGiftLine } from '../../../lib/welcome-gift.ts';
import { formatFilsShort } from '../../../lib/format.ts';
import { signup } from '../api.ts';
import { isAlreadyRegisteredError, signupError, type FormError } from '../messages.ts';
import { Alert, SubmitButton, TextField } from '../../../components/ui/form-fields.tsx';

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
  onCreated: (message: string) => void;
  onAlreadyRegistered: (message: string) => void;
}) {
  const { pathname } = useLocation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !email.trim() || !password) {
      setError({ title: M.signupFailedTitle, message: M.fillAllFields });
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError({ title: M.signupFailedTitle, message: M.passwordTooShort });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signup({ name: name.trim(), email: email.trim(), password, signupSource: signupSource ?? signupSourceForPath(pathname) });
      setName('');
      setPassword('');
      onCreated(M.signupSuccess);
    } catch (err) {
      if (isAlreadyRegisteredError(err)) onAlreadyRegistered(M.alreadyRegistered);
      else setError(signupError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Create Account">
      {error && (
        <Alert kind="error" title={error.title}>
          {error.message}
        </Alert>
      )}
      <TextField label="Full Name" name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
      <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label="Password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <p className="font-semibold">{welcomeGiftLine()}</p>
        <p className="mt-1">
          After that you pay as you go: {formatFilsShort(PRICE_FILS.chat)} per chat or multi-document search and {formatFilsShort(PRICE_FILS.followup)} per follow-up,
          billed monthly or earlier when pending charges reach {formatFilsShort(BILLING_THRESHOLD_FILS)}. Keyword search is always free.
        </p>
      </div>
      <SubmitButton busy={busy} busyLabel="Creating Account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
