/**
 * The closing call to action of the marketing pages (spec §2 About, Pricing): signed in, a
 * link back to research; signed out, the embedded sign-up / sign-in form (the page passes the auth
 * feature's panel in: features do not import one another).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { primaryLinkClass } from '../../components/ui/page-sections.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { useWelcomeGift } from '../../shared/welcome-gift.ts';
import { GET_STARTED_TEXTS } from './messages.ts';

export function GetStartedCta({
  signedIn,
  signUpForm,
  id = 'get-started',
  signedOutText,
}: {
  signedIn: boolean;
  /** The embedded sign-up / sign-in form shown to visitors. */
  signUpForm: ReactNode;
  id?: string;
  /** The signed-out invitation; the texts' default when not given. */
  signedOutText?: string;
}) {
  const t = useTexts(GET_STARTED_TEXTS);
  const welcomeGift = useWelcomeGift();
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
      <div className="rounded-2xl bg-gradient-to-br from-blue-950 to-blue-800 px-6 py-10 text-center text-white shadow-lg sm:px-10 md:py-14">
        {signedIn ? (
          <>
            <h2 id={`${id}-heading`} className="text-2xl font-bold sm:text-3xl">
              {t.welcomeBack}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-blue-100">{t.pickUp}</p>
            <Link to="/" className={`${primaryLinkClass} mt-7`}>
              {t.startResearch}
            </Link>
          </>
        ) : (
          <>
            <h2 id={`${id}-heading`} className="text-2xl font-bold sm:text-3xl">
              {t.getStarted}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-blue-100">{signedOutText ?? t.signedOut}</p>
            <p className="mt-3 text-sm font-medium text-amber-300">{welcomeGift.line}</p>
            <div className="mx-auto mt-7 max-w-md rounded-xl bg-white p-6 text-start text-slate-900 shadow-xl">{signUpForm}</div>
          </>
        )}
      </div>
    </section>
  );
}
