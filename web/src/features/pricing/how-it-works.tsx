/**
 * The 3-step 'How it works' of the pricing page. 'Enable Now' (turning on usage-based billing,
 * features/billing/use-enable-billing.ts) is only for logged-in users.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../../schema/pricing.ts';
import { welcomeGiftLine } from '../../lib/welcome-gift.ts';
import { textLinkClass } from '../../components/ui/page-sections.tsx';
import { formatFilsShort } from '../../lib/format.ts';

export const EXAMPLE_DOCUMENT = {
  path: '/legislation/md-73-2023',
  title: 'Ministerial Decision No. 73 of 2023 on Small Business Relief',
} as const;

export function HowItWorks({ signedIn, onEnable, enabling = false }: { signedIn: boolean; onEnable?: () => void; enabling?: boolean }) {
  const steps: Array<{ title: string; body: ReactNode }> = [
    {
      title: 'Create your free account',
      body: (
        <>
          Sign up with your name and e-mail and verify your address. {welcomeGiftLine()}
        </>
      ),
    },
    {
      title: 'Enable pay-as-you-go billing',
      body: (
        <>
          When you want to go beyond the welcome gift, add a card through our card payment provider. No subscription, no monthly
          minimum.
          {signedIn && onEnable && (
            <button
              type="button"
              onClick={onEnable}
              disabled={enabling}
              className="mt-4 block rounded-md bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
            >
              Enable Now
            </button>
          )}
        </>
      ),
    },
    {
      title: 'Research and pay per use',
      body: (
        <>
          Open a document such as{' '}
          <Link to={EXAMPLE_DOCUMENT.path} className={textLinkClass}>
            {EXAMPLE_DOCUMENT.title}
          </Link>{' '}
          or ask the whole collection. {formatFilsShort(PRICE_FILS.chat)} per chat or search, {formatFilsShort(PRICE_FILS.followup)} per
          follow-up, billed monthly or when pending charges reach {formatFilsShort(BILLING_THRESHOLD_FILS)}.
        </>
      ),
    },
  ];
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((s, i) => (
        <li key={s.title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-amber-400 text-lg font-black text-blue-950" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold text-blue-950">
            <span className="sr-only">Step {i + 1}: </span>
            {s.title}
          </h3>
          <div className="mt-2 text-slate-600">{s.body}</div>
        </li>
      ))}
    </ol>
  );
}
