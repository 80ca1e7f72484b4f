/**
 * The 3-step 'How it works' of the pricing page. 'Enable Now' (turning on usage-based billing,
 * features/billing/use-enable-billing.ts) is only for logged-in users.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../../schema/pricing.ts';
import { textLinkClass } from '../../components/ui/page-sections.tsx';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { useWelcomeGift } from '../../shared/welcome-gift.ts';
import { HOW_IT_WORKS_TEXTS } from './messages.ts';
import { Button } from '../../components/ui/button.tsx';

/** The example document the page links to (its title is in the texts: HOW_IT_WORKS_TEXT.exampleDocument). */
export const EXAMPLE_DOCUMENT_PATH = '/legislation/md-73-2023';

export function HowItWorks({ signedIn, onEnable, enabling = false }: { signedIn: boolean; onEnable?: () => void; enabling?: boolean }) {
  const { format } = useLocale();
  const t = useTexts(HOW_IT_WORKS_TEXTS);
  const welcomeGift = useWelcomeGift();
  const steps: Array<{ key: string; title: string; body: ReactNode }> = [
    {
      key: 'create',
      title: t.createTitle,
      body: (
        <>
          {t.createBody} {welcomeGift.line}
        </>
      ),
    },
    {
      key: 'enable',
      title: t.enableTitle,
      body: (
        <>
          {t.enableBody}
          {signedIn && onEnable && (
            <Button onClick={onEnable} disabled={enabling} variant="primary" className="mt-4">
              {t.enableNow}
            </Button>
          )}
        </>
      ),
    },
    {
      key: 'research',
      title: t.researchTitle,
      body: (
        <>
          {t.researchBefore}{' '}
          <Link to={EXAMPLE_DOCUMENT_PATH} className={textLinkClass}>
            {format.digits(t.exampleDocument)}
          </Link>{' '}
          {t.researchAfter(format.filsShort(PRICE_FILS.chat), format.filsShort(PRICE_FILS.followup), format.filsShort(BILLING_THRESHOLD_FILS))}
        </>
      ),
    },
  ];
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((s, i) => (
        <li key={s.key} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-amber-400 text-lg font-black text-blue-950" aria-hidden="true">
            {format.number(i + 1)}
          </span>
          <h3 className="mt-4 text-lg font-bold text-blue-950">
            <span className="sr-only">{t.step(format.number(i + 1))}</span>
            {s.title}
          </h3>
          <div className="mt-2 text-slate-600">{s.body}</div>
        </li>
      ))}
    </ol>
  );
}
