/**
 * Spec §2 "Welcome modal": about 500 ms after sign-in, once per account e-mail, marked
 * seen when closed. Lives in the layout so the redirect after sign-in does not cancel it.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../../../schema/pricing.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { useSession } from '../../../shared/session.tsx';
import { AUTH_TEXTS } from '../messages.ts';
import { hasSeenWelcome, markWelcomeSeen } from '../welcome-seen.ts';
import { useWelcomeGift } from '../../../shared/welcome-gift.ts';
import { Button } from '../../../components/ui/button.tsx';

export const WELCOME_MODAL_DELAY_MS = 500;

export function WelcomeModal() {
  const { user } = useSession();
  const t = useTexts(AUTH_TEXTS);
  const welcomeGift = useWelcomeGift();
  const { format } = useLocale();
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
    <Dialog open={openFor !== null && openFor === email} onClose={close} title={t.welcomeTitle(user?.name ?? '')} description={t.welcomeDescription}>
      <ul className="space-y-3 text-sm text-slate-700">
        <li className="rounded-md bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">{t.freeSearchTitle}</p>
          <p>{t.freeSearchBody}</p>
        </li>
        <li className="rounded-md bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">{t.pricingTitle}</p>
          <p>
            {t.pricingBody(format.filsShort(PRICE_FILS.chat), format.filsShort(PRICE_FILS.followup), format.filsShort(BILLING_THRESHOLD_FILS))}{' '}
            <Link to="/pricing" onClick={close} className="font-medium text-blue-800 underline">
              {t.seePricing}
            </Link>
          </p>
        </li>
        <li className="rounded-md bg-green-50 p-3">
          <p className="font-semibold text-green-900">{t.creditsTitle}</p>
          <p className="text-green-900">{welcomeGift.line}</p>
        </li>
      </ul>
      <Button data-autofocus onClick={close} variant="primary" size="lg" block className="mt-5">
        {t.getStarted}
      </Button>
    </Dialog>
  );
}
