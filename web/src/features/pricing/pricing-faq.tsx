/** The pricing FAQ: native <details>/<summary> disclosures (keyboard and screen-reader friendly). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../../schema/pricing.ts';
import { textLinkClass } from '../../components/ui/page-sections.tsx';
import type { Formatters } from '../../i18n/format.ts';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { WORDS_OF_LAW_LABEL } from '../../shared/document-count.ts';
import { useWelcomeGift } from '../../shared/welcome-gift.ts';
import { EXAMPLE_DOCUMENT_PATH } from './how-it-works.tsx';
import { HOW_IT_WORKS_TEXTS, PRICING_FAQ_TEXTS } from './messages.ts';

type FaqTexts = (typeof PRICING_FAQ_TEXTS)['ar'];

/** '90,000+' in the reader's digits and separators. */
function wordsOfLaw(format: Formatters): string {
  return `${format.number(Number(WORDS_OF_LAW_LABEL.replace(/\D/g, '')))}+`;
}

export function pricingFaq(
  documentCount: string,
  fullText: string,
  t: FaqTexts,
  format: Formatters,
  exampleTitle: string,
  welcomeGiftLine: string,
): Array<{ key: string; q: string; a: ReactNode }> {
  const chat = format.filsShort(PRICE_FILS.chat);
  const followup = format.filsShort(PRICE_FILS.followup);
  const threshold = format.filsShort(BILLING_THRESHOLD_FILS);
  return [
    { key: 'free', q: t.freeQ, a: <p>{t.freeA(chat, followup)}</p> },
    { key: 'billing', q: t.billingQ, a: <p>{t.billingA(threshold)}</p> },
    { key: 'gift', q: t.giftQ, a: <p>{t.giftA(welcomeGiftLine)}</p> },
    { key: 'card', q: t.cardQ, a: <p>{format.digits(t.cardA)}</p> },
    {
      key: 'documents',
      q: t.documentsQ,
      a: (
        <p>
          {t.documentsA(documentCount, fullText, wordsOfLaw(format))}{' '}
          <Link to={EXAMPLE_DOCUMENT_PATH} className={textLinkClass}>
            {exampleTitle}
          </Link>
          {t.documentsAfter}
        </p>
      ),
    },
    { key: 'cite', q: t.citeQ, a: <p>{t.citeA}</p> },
    { key: 'official', q: t.officialQ, a: <p>{format.digits(t.officialA)}</p> },
  ];
}

export function PricingFaq({ documentCount, fullText }: { documentCount: string; fullText: string }) {
  const { format } = useLocale();
  const t = useTexts(PRICING_FAQ_TEXTS);
  const exampleTitle = format.digits(useTexts(HOW_IT_WORKS_TEXTS).exampleDocument);
  const welcomeGift = useWelcomeGift();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {pricingFaq(documentCount, fullText, t, format, exampleTitle, welcomeGift.line).map((item) => (
        <details key={item.key} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-blue-950 [&::-webkit-details-marker]:hidden">
            <span className="text-base sm:text-lg">{item.q}</span>
            <svg viewBox="0 0 20 20" className="h-5 w-5 flex-none text-slate-500 transition-transform group-open:rotate-180" aria-hidden="true">
              <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="pb-5 text-slate-600">{item.a}</div>
        </details>
      ))}
    </div>
  );
}
