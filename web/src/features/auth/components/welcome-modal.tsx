/**
 * Spec §2 "Welcome modal": about 500 ms after sign-in, once per account e-mail, marked
 * seen when closed. Lives in the layout so the redirect after sign-in does not cancel it.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../../../schema/pricing.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { welcomeGiftLine } from '../../../lib/welcome-gift.ts';
import { formatFilsShort } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { hasSeenWelcome, markWelcomeSeen } from '../welcome-seen.ts';

export const WELCOME_MODAL_DELAY_MS = 500;

export function WelcomeModal() {
  const { user } = useSession();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const email = user?.email ?? null;

  useEffect(() => {
    if (!email || hasSeenWelcome(email)) return;
    const timer = setTimeout(() => setOpenFor(email), WELCOME_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [email]);

  const close = () => {
    if (openFor) markWelcomeSeen(openFor);
    setOpenFor(null);
  };

  return (
    <Dialog open={openFor !== null && openFor === email} onClose={close} title={`Welcome${user?.name ? `, ${user.name}` : ''}!`} description="Here is how the platform works.">
      <ul className="space-y-3 text-sm text-slate-700">
        <li className="rounded-md bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">Free keyword search</p>
          <p>Exact keyword search over every Corporate Tax document is free and unlimited.</p>
        </li>
        <li className="rounded-md bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">Pay-as-you-go pricing</p>
          <p>
            {formatFilsShort(PRICE_FILS.chat)} per AI chat or multi-document search, {formatFilsShort(PRICE_FILS.followup)} per follow-up question. No monthly caps or
            subscriptions; billed monthly or when pending charges reach {formatFilsShort(BILLING_THRESHOLD_FILS)}.{' '}
            <Link to="/pricing" onClick={close} className="font-medium text-blue-800 underline">
              See pricing
            </Link>
          </p>
        </li>
        <li className="rounded-md bg-green-50 p-3">
          <p className="font-semibold text-green-900">Welcome credits</p>
          <p className="text-green-900">{welcomeGiftLine()}</p>
        </li>
      </ul>
      <button type="button" data-autofocus onClick={close} className="mt-5 w-full rounded-md bg-blue-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-blue-800">
        Get Started
      </button>
    </Dialog>
  );
}
