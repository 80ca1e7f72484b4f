/**
 * Spec §2 "Sign-in / sign-up panel", used on /login, in dialogs and embedded in the
 * marketing pages. Signed in, it confirms and, 100 ms after calling `onSuccess`, goes to
 * `redirectTo` (spec: the root) unless that is null.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SignupSource } from '../../../../../schema/api/auth-messages.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { useSession, type User } from '../../../shared/session.tsx';
import { AUTH_TEXTS } from '../messages.ts';
import { SignInForm, type Notice } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { Button } from '../../../components/ui/button.tsx';

export const SIGNED_IN_REDIRECT_MS = 100;

type Mode = 'signin' | 'signup';

export function AuthPanel({
  initialMode = 'signin',
  signupSource,
  onSuccess,
  redirectTo = '/',
  headingLevel = 2,
}: {
  initialMode?: Mode;
  signupSource?: SignupSource;
  onSuccess?: (user: User) => void;
  redirectTo?: string | null;
  headingLevel?: 2 | 3;
}) {
  const { user, loading } = useSession();
  const t = useTexts(AUTH_TEXTS);
  const [mode, setMode] = useState<Mode>(initialMode);
  const [notice, setNotice] = useState<Notice | null>(null);
  const navigate = useNavigate();
  // What a sign-in does, with the newest props; it runs only when the user id changes (below).
  const signedIn = useEffectEvent(() => {
    if (!user) return;
    onSuccess?.(user);
    if (redirectTo === null) return;
    const timer = setTimeout(() => navigate(redirectTo), SIGNED_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  });
  // Keyed on the user id: a sign-in fires it, a re-render does not.
  const userId = user?.id;
  useEffect(() => signedIn(), [userId]);

  if (loading) return <p className="text-sm text-slate-600">{t.checkingSession}</p>;
  if (user) return <SignedInCard user={user} />;

  const Heading = `h${headingLevel}` as const;
  const switchTo = (next: Mode, n: Notice | null = null) => {
    setMode(next);
    setNotice(n);
  };
  return (
    <div>
      <div role="group" aria-label={t.modeGroup} className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
        {(
          [
            ['signin', t.signIn],
            ['signup', t.createAccount],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            aria-pressed={mode === key}
            onClick={() => switchTo(key)}
            className={`rounded-md px-3 py-2 text-sm font-semibold ${mode === key ? 'bg-white text-blue-950 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <Heading className="sr-only">{mode === 'signin' ? t.signIn : t.createAccount}</Heading>
      <div className="mt-5">
        {mode === 'signin' ? (
          <SignInForm notice={notice} />
        ) : (
          <SignUpForm
            signupSource={signupSource}
            onCreated={(text) => switchTo('signin', { kind: 'success', text })}
            onAlreadyRegistered={(text) => switchTo('signin', { kind: 'error', text })}
          />
        )}
      </div>
    </div>
  );
}

function SignedInCard({ user }: { user: User }) {
  const { logout } = useSession();
  const t = useTexts(AUTH_TEXTS);
  const navigate = useNavigate();
  const disconnect = async () => {
    await logout();
    try {
      localStorage.clear();
    } catch {
      /* storage unavailable: nothing to clear */
    }
    navigate('/');
  };
  return (
    <div className="text-center">
      <p className="text-lg font-bold text-green-800">{t.signedIn}</p>
      <p className="mt-1 text-slate-700">{t.welcomeUser(user.name || user.email)}</p>
      <p className="mt-1 text-sm text-slate-600">{t.aiAvailable}</p>
      <Button onClick={disconnect} variant="secondary" className="mt-4">
        {t.disconnect}
      </Button>
    </div>
  );
}
